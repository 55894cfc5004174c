import { expect, expectAccessible, expectShownWhile, loginWithToken, test } from '../fixtures';

/**
 * A DXF as a metric CAD program exports it without $INSUNITS: sizes in millimetres, two tops with
 * an angled (clipped) corner, which are read by their bounding box and so must be checked, and a
 * plain rectangular vanity.
 */
function metricDxf(): string {
  const pairs: Array<[number, string | number]> = [
    [0, 'SECTION'],
    [2, 'HEADER'],
    [9, '$ACADVER'],
    [1, 'AC1015'],
    [0, 'ENDSEC'],
    [0, 'SECTION'],
    [2, 'ENTITIES'],
  ];
  const outline = (corners: Array<[number, number]>, label: string) => {
    pairs.push([0, 'LWPOLYLINE'], [8, 'PIECES'], [90, corners.length], [70, 1]);
    for (const [x, y] of corners) pairs.push([10, x], [20, y]);
    const [x, y] = corners[0] ?? [0, 0];
    pairs.push([0, 'TEXT'], [8, 'LABELS'], [10, x + 100], [20, y + 100], [40, 50], [1, label]);
  };
  outline(
    [
      [0, 0],
      [3048, 0],
      [3048, 500],
      [2900, 648],
      [0, 648],
    ],
    'SINK RUN',
  );
  outline(
    [
      [0, 1500],
      [2438.4, 1500],
      [2438.4, 2566.8],
      [150, 2566.8],
      [0, 2416.8],
    ],
    'ISLAND',
  );
  outline(
    [
      [4000, 0],
      [4914, 0],
      [4914, 559],
      [4000, 559],
    ],
    'VANITY',
  );
  pairs.push([0, 'ENDSEC'], [0, 'EOF']);
  return pairs.map(([code, value]) => `${code}\n${value}`).join('\n') + '\n';
}

test('a drawing read in millimetres with unsure pieces says its unit and asks, in amber, to check them', async ({
  page,
}) => {
  await loginWithToken(page, 'fabricator', '/?mode=expert');
  const cards = page.getByRole('region', { name: 'Countertop types' }).locator('section');
  await expect(cards).toHaveCount(1);

  // Announced without a green ✓: the toast (4 s) reads exactly this, blue; the pieces to check are
  // listed in amber.
  await expectShownWhile(
    page.locator('body'),
    'Found 3 piece types in the drawing: some were read with low confidence',
    () =>
      cards
        .first()
        .getByLabel('Upload Drawing')
        .setInputFiles({
          name: 'metric-kitchen.dxf',
          mimeType: 'application/dxf',
          buffer: Buffer.from(metricDxf()),
        }),
    { role: 'status' },
  );
  await expect(cards).toHaveCount(3);

  const sink = cards.nth(0);
  await expect(sink.getByRole('heading', { name: 'SINK RUN' })).toBeVisible();
  await expect(sink.getByLabel('Piece L (inches)')).toHaveValue('120');
  await expect(sink.getByLabel('Piece D (inches)')).toHaveValue('25.5');
  await expect(sink.getByText('Drawing units: millimeters (mm)')).toBeVisible();
  // The file names no unit: the card says millimetres were assumed and asks for a size to be checked.
  await expect(
    sink.getByText('Assumed: the file names no unit, so its sizes were read as millimeters.', {
      exact: false,
    }),
  ).toBeVisible();

  const check = sink.getByRole('status').filter({ hasText: 'Check these 2 pieces' });
  await expect(check).toBeVisible();
  await expect(check.getByRole('listitem')).toHaveText(['SINK RUN: 120 × 25.5 in', 'ISLAND: 96 × 42 in']);
  await expect(page.getByText(/✓ Found/)).toHaveCount(0);
  await expect(cards.nth(2).getByRole('heading', { name: 'VANITY' })).toBeVisible();
  await expectAccessible(page, 'a drawing with pieces to check');
});
