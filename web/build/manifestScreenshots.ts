import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_ACCOUNT, seedDemo } from '../../bff/demo/seedDemo';
import { launchChromium, phoneContext } from '../../tests/support/browser';
import { tempDataDir } from '../../tests/support/tempDataDir';
import { startTestServer } from '../../tests/support/testServer';

/**
 * The manifest's screenshots (the richer install sheet): the app as a phone shows it, 390 px wide,
 * on the demo content, taken from the built app (`npm run build` first):
 * `npx tsx web/build/manifestScreenshots.ts` writes web/public/screenshots/*.png, committed.
 * They are reduced to 256 colours, a fifth of their size, which a phone's install sheet does not show.
 */
const outDir = fileURLToPath(new URL('../public/screenshots/', import.meta.url));

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      !document.getElementById('shell') &&
      [...document.images].filter((image) => image.getBoundingClientRect().top < window.innerHeight).every((image) => image.complete && image.naturalWidth > 0),
  );
  // A moment for the last fades (a photo's, a toast's) to end.
  await page.waitForTimeout(800);
}

async function shoot(page: Page, name: string): Promise<void> {
  await settled(page);
  const png = await sharp(await page.screenshot())
    .png({ palette: true, colours: 256, compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.join(outDir, `${name}.png`), png);
  console.log(`web/public/screenshots/${name}.png: ${(png.length / 1024).toFixed(0)} KB`);
}

const data = await tempDataDir();
const glimpse = await startTestServer(data.dir);
const browser = await launchChromium();
try {
  await seedDemo(glimpse.services);
  await mkdir(outDir, { recursive: true });
  const context = await phoneContext(browser);
  await context.addInitScript(() => {
    localStorage.setItem('visited', 'true');
    localStorage.setItem('installPromptDismissed', 'true');
  });
  const logIn = await context.request.post(`${glimpse.url}/api/auth/login`, { data: DEMO_ACCOUNT });
  if (!logIn.ok()) throw new Error(`The demo account could not sign in: ${logIn.status()}`);

  // A chat with one of the demo people, written by both sides.
  const maya = await browser.newContext();
  const mayaLogIn = await maya.request.post(`${glimpse.url}/api/auth/login`, { data: { username: 'maya.travels', password: 'maya.travels-demo-password' } });
  const demoId = (await logIn.json()).user.id as string;
  if (!mayaLogIn.ok()) throw new Error(`maya.travels could not sign in: ${mayaLogIn.status()}`);
  const conversationId = (await (await maya.request.post(`${glimpse.url}/api/conversations`, { data: { userId: demoId } })).json()).id as string;
  const say = (who: typeof maya, content: string) => who.request.post(`${glimpse.url}/api/conversations/${conversationId}/messages`, { data: { content } });
  await say(maya, 'Just got back from Lisbon, the light there is unreal');
  await say(context, 'Your sunset post! Which viewpoint was that?');
  await say(maya, 'Miradouro da Senhora do Monte, go an hour before sunset');
  await say(context, 'Adding it to the list for May!');

  const page = await context.newPage();
  await page.goto(`${glimpse.url}/`);
  await shoot(page, 'feed');
  await page.goto(`${glimpse.url}/u/maya.travels`);
  await shoot(page, 'profile');
  await page.goto(`${glimpse.url}/messages/${conversationId}`);
  await shoot(page, 'messages');
} finally {
  await browser.close();
  await glimpse.close();
  await data.remove();
}
