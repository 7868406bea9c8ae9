/** What render-first-screen.js prints for one page and language. */
export interface DrawnPage {
  /** #root's contents. */
  html: string;
  /** Every stylesheet the page had loaded when drawn (paths under the client folder), in order. */
  stylesheets: string[];
}
