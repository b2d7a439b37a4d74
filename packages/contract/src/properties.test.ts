import { describe, expect, it } from 'vitest';
import { MAX_PROPERTY_IMAGES } from './constants.js';
import { propertyMessages } from './messages.js';
import { createPropertyBody, createPropertyForm } from './properties.js';

const draft = {
  title: 'Garden flat',
  city: 'Kochi',
  price: '27500',
  bedrooms: '2',
  bathrooms: '1',
  area: '900',
  propertyType: 'house',
};
const photo = (n: number) => ({ id: `p${n}`, url: `/uploads/${n}.webp`, thumbnail_url: `/uploads/${n}-card.webp` });

describe('the Add Property form', () => {
  it('sends what the server takes, with the photos as their full-size URLs in order', () => {
    const body = createPropertyForm.parse({ ...draft, images: [photo(2), photo(1)] });
    expect(body.images).toEqual(['/uploads/2.webp', '/uploads/1.webp']);
    expect(createPropertyBody.parse(body)).toEqual(body);
  });

  it('asks for at least one photo and at most the limit', () => {
    for (const images of [[], undefined, Array.from({ length: MAX_PROPERTY_IMAGES + 1 }, (_, n) => photo(n))]) {
      const result = createPropertyForm.safeParse({ ...draft, images });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['images', images?.length ? propertyMessages.tooManyImages : propertyMessages.imagesRequired],
      ]);
    }
  });
});
