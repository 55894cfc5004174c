import { expect, expectAccessible, test } from '../fixtures';

/**
 * The journeys' accessibility check itself (fixtures.ts, expectAccessible): a check that found
 * nothing on any screen would pass every journey, so it is shown failing where it must, on pages
 * written for it, and passing where its scope leaves a fault out.
 */
/** A whole document around `body`, so that only what a test puts in it can fail the check. */
function screenOf(body: string): string {
  return `<!doctype html><html lang="en"><head><title>Check</title></head><body>${body}</body></html>`;
}

test.describe('the accessibility check of the journeys', () => {
  test('fails on a serious violation and names the rule and the element', async ({ page }) => {
    await page.setContent(screenOf('<main><h1>Screen</h1><button id="nameless"></button></main>'));
    await expect(expectAccessible(page, 'a screen with a nameless button')).rejects.toThrow(
      /Accessibility violations on a screen with a nameless button[\s\S]*button-name[\s\S]*#nameless/,
    );
    // Once the fault is mended, the same screen passes.
    await page.evaluate(() => document.getElementById('nameless')?.append('Save'));
    await expectAccessible(page, 'the same screen once the button has a name');
  });

  test('scans only the open dialog, and leaves out table rows past the fifth', async ({ page }) => {
    const rows = Array.from({ length: 7 }, (_, index) =>
      index === 6 ? '<tr><td><button></button></td></tr>' : `<tr><td>Row ${index + 1}</td></tr>`,
    ).join('');
    await page.setContent(
      screenOf(`<main><h1>Screen</h1><table><caption>Rows</caption><tbody>${rows}</tbody></table></main>`),
    );
    await expectAccessible(page, 'a table whose seventh row holds a nameless button');

    await page.evaluate(() => {
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', 'Edit');
      dialog.innerHTML = '<input id="unlabelled" type="text">';
      document.body.append(dialog);
    });
    await expect(expectAccessible(page, 'an open dialog with an unlabelled field')).rejects.toThrow(
      /label[\s\S]*#unlabelled/,
    );
    // The page behind the dialog is not the screen: a fault there is left out while it is open.
    await page.evaluate(() => {
      document.getElementById('unlabelled')?.setAttribute('aria-label', 'Name');
      document.querySelector('main')?.append(document.createElement('button'));
    });
    await expectAccessible(page, 'an open dialog over a page with a nameless button');
  });
});
