import { expect, type Page } from '@playwright/test';
import { ChatPage } from './chat-page.ts';

export const leafPhoto = (name: string) => `tests/fixtures/leaves/${name}.jpg`;

/** A plant check driven as a farmer does it: photo (crop first if wanted), the answer, and the place once. */
export class DiagnosisSteps extends ChatPage {
  constructor(page: Page) {
    super(page);
  }

  /** "Photograph a plant" opens the camera in the same tap; a test that adds photos from the gallery cancels it. */
  async start() {
    await this.choose('Photograph a plant');
    await this.expectAssistantSays('Take 1 to 3 close photos');
  }

  async chooseCrop(crop: string | RegExp) {
    await this.choose('Say the crop first');
    await this.expectAssistantSays('Which crop is it?');
    await this.choose(crop);
    await this.expectAssistantSays('Take 1 to 3 close photos');
  }

  async addFromGallery(files: string | { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByTestId('photo-gallery-input').setInputFiles(files);
  }

  async sendPhotos() {
    await this.page.getByRole('button', { name: /^Send \d photos?$/ }).click();
  }

  /** Unfolds the newest message's "other options", where all but the one next step wait. */
  async otherOptions() {
    await this.lastAssistant().getByText('Other options').click();
  }

  resultCard() {
    return this.page.getByTestId('diagnosis-card').last();
  }

  /** The card and its question: nothing else comes between them. */
  async expectResult() {
    await expect(this.resultCard()).toBeVisible({ timeout: 30_000 });
    await expect(this.lastAssistant()).not.toContainText('I am looking at your photos');
  }

  /** The first time the farmer acts on an answer on this phone (confirms, or asks for a call), the place is asked once. */
  async skipPlace() {
    await this.expectAssistantSays('May I use your location?');
    await this.choose('Skip');
  }
}
