import { expect, type Page } from '@playwright/test';
import { ChatPage } from './chat-page.ts';

export const leafPhoto = (name: string) => `tests/fixtures/leaves/${name}.jpg`;

/** A plant check driven as a farmer does it: crop, photo, place, network. */
export class DiagnosisSteps extends ChatPage {
  constructor(page: Page) {
    super(page);
  }

  async chooseCrop(crop: string | RegExp) {
    await this.expectAssistantSays('Which crop is it?');
    await this.choose(crop);
    await this.expectAssistantSays('Take 1 to 3 close photos');
  }

  async addFromGallery(files: string | { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByTestId('photo-gallery-input').setInputFiles(files);
  }

  async sendPhotos() {
    await this.page.getByRole('button', { name: /^Send \d photos?$/ }).click();
    await this.expectAssistantSays('May I use your location?');
    await this.choose('Skip');
    await this.expectAssistantSays('Which mobile network');
    await this.choose('Safaricom');
  }

  resultCard() {
    return this.page.getByTestId('diagnosis-card').last();
  }

  async expectResult() {
    await expect(this.resultCard()).toBeVisible({ timeout: 30_000 });
  }
}
