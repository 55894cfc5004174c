import { BREAKAGE_BUFFER_OPTIONS } from '@stonetool/domain/estimate/buffer';
import { KERF_OPTIONS } from '@stonetool/domain/estimate/settings';
import type { TCutoutPrice } from '@stonetool/contracts/cutout-prices';
import { CheckboxField } from '../../components/checkbox-field';
import { SelectField } from '../../components/select-field';
import { CutoutPriceList } from './cutout-price-list';
import { RemnantList } from './remnant-list';
import { RemnantRateField } from './remnant-rate-field';
import type { EstimatorSettings } from './estimator-model';

/** Kerf choices as the panel names them (spec 02 section 9). */
const KERF_LABELS: Record<(typeof KERF_OPTIONS)[number], string> = {
  0: 'None (0")',
  0.125: '0.125" (standard)',
  0.1875: '0.1875" (thick)',
  0.25: '0.25" (heavy duty)',
  0.09375: '0.09375" (thin)',
};

const bufferOptions = BREAKAGE_BUFFER_OPTIONS.map((percent) => ({
  value: String(percent),
  label: `${percent}%`,
}));
const kerfOptions = KERF_OPTIONS.map((kerf) => ({ value: String(kerf), label: KERF_LABELS[kerf] }));

/**
 * Seam rules the panel offers (issue 24), common choices around the trade's 12 in and 6 in, and the
 * quote's own value when it was saved with another (so the panel never shows one it does not use).
 */
const inchOptions = (values: readonly number[], current: number) =>
  [...new Set([...values, current])]
    .sort((a, b) => a - b)
    .map((inches) => ({ value: String(inches), label: `${inches}"` }));
const MIN_SEAM_PARTS = [12, 18, 24, 36];
const CUTOUT_CLEARANCES = [0, 3, 4, 6, 8, 12];

type NumberSetting = 'breakageBuffer' | 'kerfWidth' | 'minSeamPart' | 'cutoutClearance';
type FlagSetting =
  | 'multiProductOptimization'
  | 'showVisualLayouts'
  | 'includeFabrication'
  | 'includeInstallation';

/** The panel's fields in the spec's order: a choice of numbers, or an on/off with its hint. */
const panelFields = (
  settings: EstimatorSettings,
): (
  | { name: NumberSetting; label: string; options: { value: string; label: string }[] }
  | { name: FlagSetting; label: string; hint: string; options?: undefined }
)[] => [
  {
    name: 'multiProductOptimization',
    label: 'Multi-Product Optimization',
    hint: 'Lay out pieces of the same stone together on shared slabs.',
  },
  { name: 'breakageBuffer', label: 'Breakage Buffer', options: bufferOptions },
  {
    name: 'showVisualLayouts',
    label: 'Show Visual Layouts',
    hint: 'Draw each slab with its pieces in the results.',
  },
  { name: 'kerfWidth', label: 'Kerf Width', options: kerfOptions },
  {
    name: 'minSeamPart',
    label: 'Shortest Seam Part',
    options: inchOptions(MIN_SEAM_PARTS, settings.minSeamPart),
  },
  {
    name: 'cutoutClearance',
    label: 'Seam Distance From Cutouts',
    options: inchOptions(CUTOUT_CLEARANCES, settings.cutoutClearance),
  },
  {
    name: 'includeFabrication',
    label: 'Include Fabrication',
    hint: 'Add cutting and edge work to each price.',
  },
  {
    name: 'includeInstallation',
    label: 'Include Installation',
    hint: 'Add installation at $15 per square foot.',
  },
];

/**
 * The settings side panel (spec 02 section 3, Settings), with the business's cutout prices and
 * remnants (not in the read-only preview).
 */
export function SettingsPanel({
  settings,
  onChange,
  cutoutPrices,
  setsCutoutPrices = false,
  keepsRemnants = false,
}: {
  settings: EstimatorSettings;
  onChange: (patch: Partial<EstimatorSettings>) => void;
  cutoutPrices?: readonly TCutoutPrice[] | undefined;
  /** The business's owner changes its cutout prices; its team quotes with them. */
  setsCutoutPrices?: boolean;
  keepsRemnants?: boolean;
}) {
  return (
    <aside className="card space-y-5 lg:sticky lg:top-4 lg:self-start" aria-labelledby="settings-heading">
      <h2 id="settings-heading" className="text-lg font-semibold text-stone-900">
        Settings
      </h2>
      {panelFields(settings).map((field) =>
        field.options ? (
          <SelectField
            key={field.name}
            label={field.label}
            options={field.options}
            value={settings[field.name]}
            onChange={(event) => onChange({ [field.name]: Number(event.target.value) })}
          />
        ) : (
          <CheckboxField
            key={field.name}
            label={field.label}
            hint={field.hint}
            checked={settings[field.name]}
            onChange={(checked) => onChange({ [field.name]: checked })}
          />
        ),
      )}
      {keepsRemnants ? (
        <CheckboxField
          label="Use Remnants First"
          hint="Place pieces on your remnants of the same stone before opening new slabs."
          checked={settings.useRemnantsFirst}
          onChange={(useRemnantsFirst) => onChange({ useRemnantsFirst })}
        />
      ) : null}
      {cutoutPrices ? <CutoutPriceList prices={cutoutPrices} editable={setsCutoutPrices} /> : null}
      {keepsRemnants ? <RemnantList /> : null}
      {keepsRemnants && setsCutoutPrices ? <RemnantRateField /> : null}
    </aside>
  );
}
