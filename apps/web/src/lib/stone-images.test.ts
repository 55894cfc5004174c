import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_ATTEMPTS, stoneImageBaseName, stoneImageCandidates } from './stone-images';

const config = { supabaseUrl: 'http://img.test', stoneImagesPath: '/storage/stone-images/' };

describe('stone image addresses', () => {
  it('names the image brand plus color without spaces', () => {
    expect(stoneImageBaseName({ Brand: 'Caesar Stone', Color: 'Calacatta Nuvo' })).toBe(
      'CaesarStoneCalacattaNuvo',
    );
  });

  it('tries webp, jpg, jpeg, png, each as-is, lower and upper case', () => {
    const urls = stoneImageCandidates({ Brand: 'MSI', Color: 'Carrara White' }, config);
    expect(urls.slice(0, 4)).toEqual([
      'http://img.test/storage/stone-images/MSICarraraWhite.webp',
      'http://img.test/storage/stone-images/msicarrarawhite.webp',
      'http://img.test/storage/stone-images/MSICARRARAWHITE.webp',
      'http://img.test/storage/stone-images/MSICarraraWhite.jpg',
    ]);
    expect(urls.at(-1)).toBe('http://img.test/storage/stone-images/MSICARRARAWHITE.png');
    expect(urls).toHaveLength(12);
  });

  it('drops casings that give the same name', () => {
    const urls = stoneImageCandidates({ Brand: 'ABC', Color: '123' }, config);
    expect(urls).toHaveLength(8);
  });

  it("puts the server's image_url first and never makes more than 12 attempts", () => {
    const urls = stoneImageCandidates({ Brand: 'MSI', Color: 'Carrara', image_url: '/x/own.webp' }, config);
    expect(urls[0]).toBe('/x/own.webp');
    expect(urls).toHaveLength(MAX_IMAGE_ATTEMPTS);
  });

  it('without the config only the image_url is tried', () => {
    expect(stoneImageCandidates({ Brand: 'A', Color: 'B', image_url: '/a.webp' }, null)).toEqual(['/a.webp']);
    expect(stoneImageCandidates({ Brand: 'A', Color: 'B' }, null)).toEqual([]);
  });

  it('tries no address for a stone without a stored photo', () => {
    expect(stoneImageCandidates({ Brand: 'MSI', Color: 'Carrara White', has_image: false }, config)).toEqual(
      [],
    );
  });
});
