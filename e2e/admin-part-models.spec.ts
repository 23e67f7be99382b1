import { Document, NodeIO } from '@gltf-transform/core';
import { mintSession } from './fixtures/api-session.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

// An admin uploads a part model and links it to an option of a machine (docs/product.md#part-models):
// the validator's warnings are shown, a refused file says why, and the list shows the part and its link.

const PAGE = '/admin/public-configurator/part-models';
const NAME = `E2E agitator ${Date.now().toString(36)}`;

/** A small .glb: one triangle, with a property glTF does not define, which the validator warns about. */
async function partWithWarning(): Promise<Buffer> {
  const doc = new Document();
  const position = doc
    .createAccessor()
    .setType('VEC3')
    .setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]))
    .setBuffer(doc.createBuffer());
  const mesh = doc
    .createMesh('agitator')
    .addPrimitive(doc.createPrimitive().setAttribute('POSITION', position));
  doc.createScene().addChild(doc.createNode('agitator').setMesh(mesh));
  // The asset object is written as it is kept, so a stray property reaches the file.
  (doc.getRoot().getAsset() as unknown as Record<string, unknown>).colour = 'green';
  return Buffer.from(await new NodeIO().writeBinary(doc));
}

test('an admin uploads a part model and links it to an option', async ({ page }) => {
  await mintSession(page, 'admin');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Part models', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New part model' }).first().click();
  const form = page.getByRole('form', { name: 'New part model' });
  await form.getByLabel(/^Name/).fill(NAME);
  await form.getByRole('combobox', { name: /^Machine/ }).click();
  await page.getByRole('option', { name: 'HX Max', exact: true }).click();

  // A file that is not glTF is refused, in words.
  await form.getByLabel('File file').setInputFiles({
    name: 'picture.glb',
    mimeType: 'model/gltf-binary',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  await expect(form.getByText(/The file is not a glTF binary/)).toBeVisible();

  await form.getByLabel('File file').setInputFiles({
    name: 'agitator.glb',
    mimeType: 'model/gltf-binary',
    buffer: await partWithWarning(),
  });
  await expect(form.getByText(/^Uploaded: \d+ KB, 1 triangle$/)).toBeVisible();
  await expect(form.getByText('Unexpected property. (at /asset/colour)')).toBeVisible();
  await expect(form.getByText(/The file is not a glTF binary/)).toBeHidden();
  // The part in 3D: drawn (the scene graph holds it), and turned by keyboard.
  const preview = form.getByRole('application', { name: '3D view of the part' });
  await expect(preview).toBeVisible();
  await expect(form.getByTestId('part-viewer-description')).toContainText('The part is drawn.');
  await preview.focus();
  await page.keyboard.press('ArrowLeft');
  await expectNoSeriousViolations(page);

  await form.getByLabel(/^Shown by/).fill('tank-equipment=agitator-poly');
  await form.getByLabel(/^Position Y/).fill('0,8');
  await form.getByRole('button', { name: /Create part model/ }).click();
  await expect(page.getByText(`Created part model "${NAME}".`)).toBeVisible();
  const id = new URL(page.url()).searchParams.get('item') as string;
  const item = (await (await page.request.get(`/api/admin/part-models/${id}`)).json()).data;
  expect(item).toMatchObject({
    name: NAME,
    shownBy: 'tank-equipment=agitator-poly',
    positionY: 0.8,
    missingLinks: null,
  });
  // The file is served by its hash to anyone.
  const file = await page.request.get(`/api/part-models/files/${item.file}.glb`);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await page.getByRole('button', { name: 'Close the form' }).click();
  // Gone, not fading out: axe would read its title at half opacity.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText('HX Max');
  await expect(row).toContainText('tank-equipment=agitator-poly');
  await expectNoSeriousViolations(page);
});
