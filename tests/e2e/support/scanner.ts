// A keyboard-wedge scanner for the end-to-end tests. A wedge types a whole code in a few
// milliseconds; page.keyboard.type waits for the browser's answer to each key, which on a
// loaded 2-core machine stretches a burst into ordinary typing. Here every key event is sent
// to the browser at once (the DevTools protocol keeps their order), so the page receives them
// back to back as it would from a scanner: trusted key events, default actions included.
import type { Page } from "@playwright/test";

export async function scan(page: Page, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const sent: Promise<unknown>[] = [];
    for (const ch of code) {
      const key = { key: ch, text: ch, unmodifiedText: ch };
      sent.push(cdp.send("Input.dispatchKeyEvent", { type: "keyDown", ...key }));
      sent.push(cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key: ch }));
    }
    await Promise.all(sent);
  } finally {
    await cdp.detach();
  }
}
