// Draws the demo machines' pictures: `npx tsx scripts/draw-machine-pictures.tsx`.
//
// Each demo machine (src/server/db/seed/catalogue/machines-data.ts) gets the schematic drawing the
// public site shows on its card (src/web/components/ui/machine-drawing.tsx: its tanks, pumps,
// cabinet and mixhead, grown with its output), with its name under it, as a small WebP. Chromium
// (/usr/bin/chromium, through Playwright) rasterises the SVG and encodes the WebP, since no library
// here writes WebP. The files go to src/web/public/images/machines/ (the build copies them to the
// client), named with a hash of their bytes, because they are served as immutable for a year
// (src/server/http/static-assets.ts): a new drawing is a new address. The seed reads the addresses
// from the module this writes, machine-pictures.ts. The output is committed: CI needs no browser
// to seed.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { renderToStaticMarkup } from 'react-dom/server';
import { MACHINES, machineSizeScales } from '../src/server/db/seed/catalogue/machines-data.ts';
import { MachineDrawing } from '../src/web/components/ui/machine-drawing.tsx';

const ROOT = new URL('..', import.meta.url).pathname;
const OUT_DIR = join(ROOT, 'src/web/public/images/machines');
const MODULE = join(ROOT, 'src/server/db/seed/catalogue/machine-pictures.ts');
const PICTURE_URL_BASE = '/images/machines';
const WIDTH = 480;
const HEIGHT = 300;
const QUALITY = 0.82;

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);
}

function pictureSvg(machine: (typeof MACHINES)[number], scale: number): string {
  const drawing = renderToStaticMarkup(
    <MachineDrawing pressureClass={machine.pressureClass} components={machine.components} scale={scale} />,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f8f9fa"/>`,
    `<svg x="16" y="8" width="${WIDTH - 32}" height="${HEIGHT - 64}">${drawing}</svg>`,
    `<text x="${WIDTH / 2}" y="${HEIGHT - 22}" text-anchor="middle" font-family="Roboto, 'DejaVu Sans', Arial, sans-serif" font-size="24" font-weight="700" fill="#212529">${escapeXml(machine.name)}</text>`,
    '</svg>',
  ].join('');
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const scaleOf = machineSizeScales();
  const pictures: Record<string, string> = {};
  mkdirSync(OUT_DIR, { recursive: true });
  const written = new Set<string>();
  try {
    for (const machine of MACHINES) {
      const svg = pictureSvg(machine, scaleOf.get(machine.slug) ?? 0.5);
      const dataUrl = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d') as CanvasRenderingContext2D;
          context.drawImage(image, 0, 0, width, height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, width: WIDTH, height: HEIGHT, quality: QUALITY },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,')) {
        throw new Error(`Chromium did not encode WebP for ${machine.slug}: ${dataUrl.slice(0, 40)}`);
      }
      const bytes = Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      const name = `${machine.slug}.${hash}.webp`;
      writeFileSync(join(OUT_DIR, name), bytes);
      written.add(name);
      pictures[machine.slug] = `${PICTURE_URL_BASE}/${name}`;
      console.log(`${name}: ${bytes.byteLength} bytes`);
    }
  } finally {
    await browser.close();
  }
  // Pictures of an earlier drawing are dropped with it.
  for (const name of readdirSync(OUT_DIR)) if (!written.has(name)) rmSync(join(OUT_DIR, name));
  const entries = Object.entries(pictures)
    .map(([slug, url]) => `  ${/^[a-z]\w*$/.test(slug) ? slug : `'${slug}'`}: '${url}',`)
    .join('\n');
  writeFileSync(
    MODULE,
    `// Written by scripts/draw-machine-pictures.tsx: the address of each demo machine's picture (in
// src/web/public, served as immutable). Run the script again after changing the drawing or a machine.
export const MACHINE_PICTURES: Readonly<Record<string, string>> = {
${entries}
};
`,
  );
}

await main();
