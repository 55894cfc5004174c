import { useEffect, useState } from 'react';
import { navigate } from '../../lib/navigation';
import type { ToolMode } from '../../lib/resolve-route';

/** A chosen card opens its mode after about 150 ms, long enough to see the selection (spec 01 section 9). */
export const MODE_CARD_DELAY_MS = 150;

type ModeCard = {
  mode: ToolMode;
  title: string;
  summary: string;
  features: string[];
  audience: string[];
  action: string;
};

const cards: ModeCard[] = [
  {
    mode: 'material',
    title: 'Material Only',
    summary: 'Raw slab ordering with wholesale pricing.',
    features: [
      'Raw slab ordering',
      'Wholesale pricing',
      'Brand and material comparison',
      'Direct ordering with delivery coordination',
    ],
    audience: ['Tile and stone showrooms', 'Kitchen and bath showrooms', 'Architects and designers'],
    action: 'Choose Material Only',
  },
  {
    mode: 'expert',
    title: 'Expert Mode',
    summary: 'Full fabrication quoting with material, cutting and installation costs.',
    features: [
      'Material, cutting and installation costs',
      'Slab optimisation with several layout strategies',
      'Multi-product projects with bulk processing',
      'AI drawing analysis',
      'PDF quotes with e-mail',
    ],
    audience: ['Kitchen contractors', 'Bath remodelers', 'Fabricators', 'Design studios'],
    action: 'Choose Expert Mode',
  },
];

/**
 * The landing page's two mode cards (spec 01 sections 2 and 4). Each whole card is one button, so
 * it is reachable by keyboard and the click anywhere on it selects; the selected card is marked,
 * then the read-only preview of that mode opens.
 */
export function ModeCards() {
  const [selected, setSelected] = useState<ToolMode | null>(null);

  useEffect(() => {
    if (!selected) return;
    const timer = window.setTimeout(() => navigate(`/?mode=${selected}&preview=true`), MODE_CARD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [selected]);

  return (
    <div className="grid gap-6 md:grid-cols-2">
      {cards.map((card) => {
        const isSelected = selected === card.mode;
        return (
          <button
            key={card.mode}
            type="button"
            aria-pressed={isSelected}
            aria-labelledby={`mode-${card.mode}-title`}
            aria-describedby={`mode-${card.mode}-summary`}
            onClick={() => setSelected(card.mode)}
            className={`group flex h-full flex-col rounded-2xl border-2 bg-white p-6 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-brand hover:shadow-lg ${
              isSelected ? 'border-brand ring-4 ring-brand/30' : 'border-stone-200'
            }`}
          >
            <span id={`mode-${card.mode}-title`} className="block text-2xl font-bold text-stone-900">
              {card.title}
            </span>
            <span id={`mode-${card.mode}-summary`} className="mt-1 block text-stone-700">
              {card.summary}
            </span>
            <span className="mt-4 block space-y-1.5">
              {card.features.map((feature) => (
                <span key={feature} className="flex gap-2 text-stone-800">
                  <span aria-hidden="true" className="font-bold text-brand">
                    ✓
                  </span>
                  {feature}
                </span>
              ))}
            </span>
            <span className="mt-5 block text-sm font-semibold tracking-wide text-stone-600 uppercase">
              Perfect for
            </span>
            <span className="mt-1 block text-sm text-stone-800">{card.audience.join(' · ')}</span>
            <span className="mt-auto block pt-6">
              <span className="btn btn-primary w-full group-hover:brightness-110">{card.action}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The 'Choose your mode' section both landing pages show; `spacing` is each page's own padding. */
export function ChooseModeSection({ spacing }: { spacing: string }) {
  return (
    <section aria-labelledby="modes-heading" className={`mx-auto max-w-6xl px-4 ${spacing}`}>
      <h2 id="modes-heading" className="mb-6 text-center text-2xl font-bold text-stone-900">
        Choose your mode
      </h2>
      <ModeCards />
    </section>
  );
}
