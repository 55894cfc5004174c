import { apiLogin, expect, test } from '../fixtures';

/** Image formats the catalog may serve (spec 01 section 9), recognised by their first bytes. */
function imageKind(bytes: Buffer): 'webp' | 'jpeg' | 'png' | undefined {
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  return undefined;
}

test.describe('demo data', () => {
  test("the demo showroom's catalog has at least 150 stones whose images load", async ({
    request,
    baseURL,
  }) => {
    const login = await apiLogin(request, 'owner');
    const response = await request.get('/api/stones?mode=material', {
      headers: { Authorization: `Bearer ${login.session.access_token}` },
    });
    expect(response.status()).toBe(200);
    const stones = (await response.json()) as { Brand: string; Color: string; image_url: string }[];
    expect(Array.isArray(stones), 'GET /api/stones answers an array of stones').toBe(true);
    expect(stones.length).toBeGreaterThanOrEqual(150);

    const brands = new Set(stones.map((stone) => stone.Brand));
    expect(brands.size, 'the demo catalog spans at least 10 brands').toBeGreaterThanOrEqual(10);

    const urls = [...new Set(stones.map((stone) => stone.image_url))];
    expect(
      urls.every((url) => typeof url === 'string' && url.length > 0),
      'every stone has an image_url',
    ).toBe(true);

    // The web app looks images up by name (spec 01 section 7): the stone-images bucket, brand
    // plus color with spaces removed, then an image extension.
    const misnamed = stones
      .filter((stone) => {
        const expected = `/storage/v1/object/public/stone-images/${`${stone.Brand}${stone.Color}`.replace(/\s+/g, '')}.`;
        const path = decodeURIComponent(new URL(stone.image_url, baseURL).pathname);
        return !path.startsWith(expected) || !/\.(webp|jpe?g|png)$/i.test(path);
      })
      .map((stone) => `${stone.Brand} ${stone.Color}: ${stone.image_url}`);
    expect(misnamed, 'image_url follows the stone-images naming of spec 01 section 7').toEqual([]);

    const broken: string[] = [];
    // A few at a time: two cores serve both the images and the test.
    for (let start = 0; start < urls.length; start += 8) {
      await Promise.all(
        urls.slice(start, start + 8).map(async (url) => {
          const address = new URL(url, baseURL).toString();
          const image = await request.get(address);
          const body = image.ok() ? await image.body() : Buffer.alloc(0);
          const kind = imageKind(body);
          if (image.status() !== 200 || !kind || body.length < 200) {
            broken.push(
              `${url}: HTTP ${image.status()}, ${body.length} bytes, ${kind ?? 'not a WebP/JPEG/PNG'} (${image.headers()['content-type'] ?? 'no content-type'})`,
            );
          }
        }),
      );
    }
    expect(broken, `${broken.length} of ${urls.length} stone images do not load`).toEqual([]);
  });

  test('the catalog is empty without a token', async ({ request }) => {
    const response = await request.get('/api/stones');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});
