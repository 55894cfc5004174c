import type { NewStoneRow } from '../schema/catalog';
import { createRandom } from './random';

/**
 * The demo catalog: real brand and colour names of the trade, with slab sizes, finishes and costs
 * in the ranges those products sell for, drawn from a seeded generator so every machine gets the
 * same stones. Some stones have no price ('Price on request') and some are unavailable.
 */

interface ColorLine {
  color: string;
  type: StoneType;
}

type StoneType = 'Quartz' | 'Porcelain' | 'Granite' | 'Marble' | 'Quartzite';

interface BrandLine {
  brand: string;
  country: string;
  /** Slab sizes the brand ships, width × height in inches. */
  sizes: readonly (readonly [number, number])[];
  /** Engineered brands publish an MSRP; natural stone houses do not. */
  hasMsrp: boolean;
  colors: readonly ColorLine[];
}

const quartz = (...colors: string[]) => colors.map((color): ColorLine => ({ color, type: 'Quartz' }));
const porcelain = (...colors: string[]) => colors.map((color): ColorLine => ({ color, type: 'Porcelain' }));
const granite = (...colors: string[]) => colors.map((color): ColorLine => ({ color, type: 'Granite' }));
const marble = (...colors: string[]) => colors.map((color): ColorLine => ({ color, type: 'Marble' }));
const quartzite = (...colors: string[]) => colors.map((color): ColorLine => ({ color, type: 'Quartzite' }));

const brandLines: readonly BrandLine[] = [
  {
    brand: 'Caesarstone',
    country: 'Israel',
    sizes: [
      [120, 55],
      [131, 64],
    ],
    hasMsrp: true,
    colors: quartz(
      'Calacatta Nuvo',
      'Pure White',
      'Frosty Carrina',
      'Empira White',
      'Statuario Maximus',
      'Cloudburst Concrete',
      'Piatra Grey',
      'Raven',
      'Airy Concrete',
    ),
  },
  {
    brand: 'Silestone',
    country: 'Spain',
    sizes: [
      [128, 64],
      [126, 63],
    ],
    hasMsrp: true,
    colors: quartz(
      'Calacatta Gold',
      'Eternal Marquina',
      'Lagoon Blue',
      'Charcoal Soapstone',
      'Miami White',
      'Desert Silver',
      'Ethereal Glow',
      'Iconic White',
    ),
  },
  {
    brand: 'Cambria',
    country: 'United States',
    sizes: [[132, 65]],
    hasMsrp: true,
    colors: quartz('Brittanicca', 'Ella', 'Torquay', 'Inverness Frost', 'Skara Brae', 'Blackpool Matte'),
  },
  {
    brand: 'MSI Q Quartz',
    country: 'India',
    sizes: [
      [126, 63],
      [130, 65],
    ],
    hasMsrp: true,
    colors: quartz(
      'Calacatta Laza',
      'Carrara Marmi',
      'Frost White',
      'Fossil Gray',
      'Midnight Corvo',
      'Babylon Gray',
      'Calacatta Idillio',
    ),
  },
  {
    brand: 'Hanstone',
    country: 'South Korea',
    sizes: [[130, 65]],
    hasMsrp: true,
    colors: quartz('Aurora Snow', 'Calacatta Venato', 'Montauk', 'Royale Blanc', 'Silhouette'),
  },
  {
    brand: 'Vicostone',
    country: 'Vietnam',
    sizes: [
      [126, 63],
      [130, 65],
    ],
    hasMsrp: true,
    colors: quartz('Bianco Carrara', 'Calacatta Classic', 'Misterio', 'Taj Royale', 'Statuario Venato'),
  },
  {
    brand: 'Dekton',
    country: 'Spain',
    sizes: [[126, 56]],
    hasMsrp: true,
    colors: porcelain('Aura', 'Kelya', 'Entzo', 'Sirius', 'Trilium', 'Laurent', 'Bergen', 'Rem'),
  },
  {
    brand: 'Neolith',
    country: 'Spain',
    sizes: [[126, 63]],
    hasMsrp: true,
    colors: porcelain(
      'Calacatta Luxe',
      'Nero Marquina',
      'Iron Grey',
      'Estatuario',
      'Pietra di Luna',
      'Basalt Black',
    ),
  },
  {
    brand: 'Daltile',
    country: 'Brazil',
    sizes: [
      [120, 55],
      [126, 63],
    ],
    hasMsrp: false,
    colors: granite(
      'Absolute Black',
      'Uba Tuba',
      'Santa Cecilia',
      'Colonial White',
      'Steel Grey',
      'Blue Pearl',
      'Baltic Brown',
    ),
  },
  {
    brand: 'Arizona Tile',
    country: 'Brazil',
    sizes: [
      [126, 63],
      [128, 64],
    ],
    hasMsrp: false,
    colors: [
      ...granite('Bianco Antico', 'Black Pearl', 'New Venetian Gold'),
      ...marble('Calacatta Gold Marble', 'Statuario', 'Carrara White'),
      ...quartzite('Fusion', 'Sea Pearl', 'Mont Blanc', 'Taj Mahal'),
    ],
  },
  {
    brand: 'Polycor',
    country: 'Italy',
    sizes: [
      [120, 65],
      [132, 65],
    ],
    hasMsrp: false,
    colors: [
      ...marble('Danby Imperial', 'Nero Marquina', 'Arabescato Corchia', 'Crema Marfil'),
      ...quartzite('White Macaubas', 'Super White'),
    ],
  },
  {
    brand: 'Levantina',
    country: 'Brazil',
    sizes: [[130, 65]],
    hasMsrp: false,
    colors: [...granite('Azul Bahia', 'Verde Butterfly'), ...quartzite('Cristallo', 'Patagonia')],
  },
];

/** Cost of a 3cm polished slab in dollars, by type (natural stone spreads wider). */
const costRangeDollars: Record<StoneType, readonly [number, number]> = {
  Quartz: [1_050, 2_200],
  Porcelain: [1_150, 2_600],
  Granite: [700, 2_400],
  Marble: [1_500, 5_500],
  Quartzite: [2_000, 6_500],
};

/** Fabrication cost per square foot in dollars, by type. */
const fabCostRangeDollars: Record<StoneType, readonly [number, number]> = {
  Quartz: [35, 45],
  Porcelain: [40, 50],
  Granite: [38, 50],
  Marble: [42, 55],
  Quartzite: [45, 55],
};

const materialTypes: Record<StoneType, string> = {
  Quartz: 'Engineered quartz',
  Porcelain: 'Sintered porcelain',
  Granite: 'Natural stone',
  Marble: 'Natural stone',
  Quartzite: 'Natural stone',
};

const otherFinish: Record<StoneType, readonly string[]> = {
  Quartz: ['Honed'],
  Porcelain: ['Honed'],
  Granite: ['Leathered', 'Honed'],
  Marble: ['Honed'],
  Quartzite: ['Leathered', 'Honed'],
};

/** A whole number of dollars, rounded to $5, in cents. */
function dollarsToCentsRounded(dollars: number): number {
  return Math.round(dollars / 5) * 5 * 100;
}

/** Every stone of the demo catalog, in a stable order. */
export function demoCatalog(): NewStoneRow[] {
  const random = createRandom(20_260_101);
  const stones: NewStoneRow[] = [];
  for (const line of brandLines) {
    for (const { color, type } of line.colors) {
      const [width, height] = random.pick(line.sizes);
      const [minCost, maxCost] = costRangeDollars[type];
      const baseCost = minCost + random.next() * (maxCost - minCost);
      const [minFab, maxFab] = fabCostRangeDollars[type];
      const fabCostCents = random.int(minFab, maxFab) * 100;
      const variants: { thickness: string; finish: string; factor: number }[] = [
        { thickness: '3cm', finish: 'Polished', factor: 1 },
        { thickness: '2cm', finish: 'Polished', factor: 0.78 },
      ];
      if (random.chance(0.45))
        variants.push({ thickness: '3cm', finish: random.pick(otherFinish[type]), factor: 1.05 });
      const priceOnRequest = random.chance(0.05);
      for (const variant of variants) {
        const slabCostCents = priceOnRequest ? null : dollarsToCentsRounded(baseCost * variant.factor);
        stones.push({
          brand: line.brand,
          type,
          color,
          thickness: variant.thickness,
          finish: variant.finish,
          slabWidthIn: width,
          slabHeightIn: height,
          slabCostCents,
          fabCostCents,
          markUp: 1.2,
          msrpCents:
            line.hasMsrp && slabCostCents !== null
              ? dollarsToCentsRounded((slabCostCents / 100) * 1.6)
              : null,
          isAvailable: !random.chance(0.06),
          materialType: materialTypes[type],
          countryOfOrigin: line.country,
          description: `${color} ${type.toLowerCase()} by ${line.brand}, ${variant.thickness} ${variant.finish.toLowerCase()}, ${width} x ${height} in slab.`,
          inventory: random.int(0, 36),
        });
      }
    }
  }
  return stones;
}
