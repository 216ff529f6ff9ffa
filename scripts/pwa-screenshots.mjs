// Captures the web app manifest's screenshots (the richer install sheet): the home page in a
// narrow (phone) and a wide (desktop) form factor, written to public/screenshots/.
// Usage: start the built app (npm start), then `node scripts/pwa-screenshots.mjs [base URL]`.
// The committed files were then reduced with ImageMagick: `convert f.png -colors 96 -strip PNG8:f.png`.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './test-build-state.mjs';

const base = process.argv[2] ?? 'http://localhost:8080';
const shots = [
  { name: 'home-narrow.png', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: 'home-wide.png', viewport: { width: 1280, height: 800 }, isMobile: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: shot.viewport, isMobile: shot.isMobile, deviceScaleFactor: 1, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(base, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: path.join(root, 'public', 'screenshots', shot.name) });
    await context.close();
    console.log(`wrote public/screenshots/${shot.name}`);
  }
} finally {
  await browser.close();
}
