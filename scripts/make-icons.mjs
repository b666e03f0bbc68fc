// Renders the app icons (web app manifest, iOS home screen) from public/favicon.svg in Chromium.
// Run once after changing the favicon: node scripts/make-icons.mjs; the PNG files are committed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = join(import.meta.dirname, '../apps/web/public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
// The favicon's glyph without its rounded tile, for icons whose shape the platform cuts itself.
const glyph = favicon.replace(/<rect[^>]*\/>/, '').replace(/^<svg[^>]*>|<\/svg>$/g, '');
const tile = (size, glyphShare) => {
  const inner = size * glyphShare;
  return `<div style="width:${size}px;height:${size}px;background:#1d4ed8;display:grid;place-items:center">
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="7 6 18 20" width="${inner}" height="${inner}">${glyph}</svg></div>`;
};

const icons = [
  // "any": the favicon as it is, its rounded corners transparent.
  { file: 'icon-192.png', size: 192, html: favicon },
  { file: 'icon-512.png', size: 512, html: favicon },
  // "maskable": full bleed, the glyph inside the 80 % safe circle.
  { file: 'icon-maskable-512.png', size: 512, html: tile(512, 0.5) },
  // iOS rounds the corners itself and fills transparency with black.
  { file: 'apple-touch-icon.png', size: 180, html: tile(180, 0.62) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, html } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = html.replace(/^<svg /, `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.screenshot({ path: join(publicDir, 'icons', file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
