import type { Locator } from '@playwright/test';

/** How many lines an element's text takes on screen, counted from where its words sit. */
export const lineCount = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = [...range.getClientRects()].map((rect) => rect.top).sort((a, b) => a - b);
    // Words of one line may sit a pixel or two apart (a bold word, another font): a line is a new top.
    return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 4).length;
  });
