import { screen, waitFor } from '@testing-library/react';

/**
 * The live region that announces `text`: polite for results, assertive for failures (useFeedback).
 * Found through the text: the message must sit inside an element with that aria-live.
 */
export async function findAnnouncement(
  text: string | RegExp,
  politeness: 'polite' | 'assertive' = 'polite',
): Promise<HTMLElement> {
  return waitFor(() => {
    const region = screen
      .getAllByText(text)
      .map((message) => message.closest<HTMLElement>('[aria-live]'))
      .find((live) => live?.getAttribute('aria-live') === politeness);
    if (!region) throw new Error(`No ${politeness} live region announces "${text}"`);
    return region;
  });
}
