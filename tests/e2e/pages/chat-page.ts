import { expect, type Locator, type Page } from '@playwright/test';

/** Drives a conversation the way a person does: read the last bubble, tap a reply, type an answer. */
export class ChatPage {
  constructor(readonly page: Page) {}

  assistantMessages(): Locator {
    return this.page.getByTestId('message-assistant');
  }

  userMessages(): Locator {
    return this.page.getByTestId('message-user');
  }

  lastAssistant(): Locator {
    return this.assistantMessages().last();
  }

  async expectAssistantSays(text: string | RegExp) {
    await expect(this.lastAssistant()).toContainText(text);
  }

  /** Taps a quick reply on the newest assistant message that offers it. */
  async choose(name: string | RegExp) {
    await this.page.getByRole('button', { name }).and(this.page.locator(':enabled')).last().click();
  }

  /** Taps an entry of the main menu folded under "More", opening the newest menu's fold first. */
  async chooseFromMore(name: string | RegExp) {
    const fold = this.page.locator('details.quick-replies__more').last();
    if (!(await fold.evaluate((details: HTMLDetailsElement) => details.open))) {
      await fold.locator('summary').click();
    }
    await this.choose(name);
  }

  async answer(text: string) {
    const box = this.page.locator('.composer__input');
    await expect(box).toBeEnabled();
    await box.fill(text);
    await box.press('Enter');
  }
}
