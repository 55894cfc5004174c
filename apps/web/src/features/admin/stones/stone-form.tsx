import { useId, useRef, useState, type FormEvent } from 'react';
import { ADMIN_STONE_MESSAGES } from '@stonetool/contracts/admin-stones';
import type { TStone } from '@stonetool/contracts/stones';
import { STONE_DEFAULTS, STONE_FINISHES, STONE_THICKNESSES } from '@stonetool/domain/catalog/stone-fields';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useSaveStone } from './api/save-stone';
import { useUploadStoneImage } from './api/upload-stone-image';
import { photoProblem } from './stone-photo';

type Draft = Record<
  | 'brand'
  | 'type'
  | 'color'
  | 'thickness'
  | 'finish'
  | 'slabHeight'
  | 'slabWidth'
  | 'slabCost'
  | 'fabCost'
  | 'markUp',
  string
>;

function draftOf(stone: TStone | null): Draft {
  if (!stone) {
    return {
      brand: '',
      type: '',
      color: '',
      thickness: STONE_DEFAULTS.thickness,
      finish: STONE_DEFAULTS.finish,
      slabHeight: String(STONE_DEFAULTS.slabHeightIn),
      slabWidth: String(STONE_DEFAULTS.slabWidthIn),
      slabCost: '',
      fabCost: '',
      markUp: String(STONE_DEFAULTS.markUp),
    };
  }
  return {
    brand: stone.Brand,
    type: stone.Type,
    color: stone.Color,
    thickness: stone.Thickness,
    finish: stone.Finish,
    slabHeight: String(stone['Slab Height']),
    slabWidth: String(stone['Slab Width']),
    slabCost: stone['Slab Cost'] == null ? '' : String(stone['Slab Cost']),
    fabCost: stone['Fab Cost'] == null ? '' : String(stone['Fab Cost']),
    markUp: String(stone['Mark Up']),
  };
}

/** A typed number, or the fallback when the field is blank; NaN (refused by the server) when not a number. */
function numberOr(text: string, fallback: number): number {
  return text.trim() === '' ? fallback : Number(text);
}

type Props = {
  /** The stone being edited, or null to add one. */
  stone: TStone | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What happened, as the tab's message; 'error' when the stone was added but its photo refused. */
  onSaved: (message: string, tone?: 'success' | 'error') => void;
  brands: string[];
  types: string[];
};

/**
 * Add or edit a single stone (spec 03 sections 3 and 5): brand, type, color and slab cost are
 * required ('Please fill in all required fields'), finish and thickness from their options, the
 * rest defaulted. A new stone may come with a photo (checked when chosen, uploaded once the stone
 * is added; a refused one is named, the stone kept); an edited stone may get a new picture.
 */
export function StoneForm({ stone, open, onOpenChange, onSaved, brands, types }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(stone));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveStone();
  const uploadPhoto = useUploadStoneImage();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const listId = useId();
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (![draft.brand, draft.type, draft.color, draft.slabCost].every((value) => value.trim() !== '')) {
      setError(ADMIN_STONE_MESSAGES.required);
      return;
    }
    if (photoError) {
      setError(photoError);
      return;
    }
    setError(null);
    const fields = {
      brand: draft.brand,
      type: draft.type,
      color: draft.color,
      thickness: draft.thickness as (typeof STONE_THICKNESSES)[number],
      finish: draft.finish as (typeof STONE_FINISHES)[number],
      slab_height: numberOr(draft.slabHeight, STONE_DEFAULTS.slabHeightIn),
      slab_width: numberOr(draft.slabWidth, STONE_DEFAULTS.slabWidthIn),
      slab_cost: Number(draft.slabCost),
      fab_cost: numberOr(draft.fabCost, 0),
      mark_up: numberOr(draft.markUp, STONE_DEFAULTS.markUp),
    };
    save.mutate(stone ? { ...fields, id: stone.id } : fields, {
      onSuccess: (saved) => {
        const name = `${saved.brand} ${saved.color}`;
        if (stone || !photo) {
          onSaved(`${name} ${stone ? 'updated' : 'added'}`);
          onOpenChange(false);
          return;
        }
        uploadPhoto.mutate(
          { id: saved.id, file: photo },
          {
            onSuccess: () => onSaved(`${name} added with its photo`),
            onError: (failure) =>
              onSaved(
                `${name} added without a photo: ${photo.name} was refused (${failure.message})`,
                'error',
              ),
            onSettled: () => onOpenChange(false),
          },
        );
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={stone ? 'Edit Stone' : 'Add Stone'}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          label="Brand"
          requiredMark
          value={draft.brand}
          onChange={set('brand')}
          list={`${listId}-brands`}
        />
        <datalist id={`${listId}-brands`}>
          {brands.map((brand) => (
            <option key={brand} value={brand} />
          ))}
        </datalist>
        <TextField
          label="Type"
          requiredMark
          value={draft.type}
          onChange={set('type')}
          list={`${listId}-types`}
        />
        <datalist id={`${listId}-types`}>
          {types.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <TextField label="Color" requiredMark value={draft.color} onChange={set('color')} />
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${listId}-thickness`} className="field-label">
              Thickness
            </label>
            <select
              id={`${listId}-thickness`}
              className="field-input"
              value={draft.thickness}
              onChange={set('thickness')}
            >
              {STONE_THICKNESSES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${listId}-finish`} className="field-label">
              Finish
            </label>
            <select
              id={`${listId}-finish`}
              className="field-input"
              value={draft.finish}
              onChange={set('finish')}
            >
              {STONE_FINISHES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
          <TextField
            label="Slab Height (in)"
            inputMode="decimal"
            value={draft.slabHeight}
            onChange={set('slabHeight')}
          />
          <TextField
            label="Slab Width (in)"
            inputMode="decimal"
            value={draft.slabWidth}
            onChange={set('slabWidth')}
          />
          <TextField
            label="Slab Cost ($)"
            requiredMark
            inputMode="decimal"
            value={draft.slabCost}
            onChange={set('slabCost')}
          />
          <TextField
            label="Fab Cost ($)"
            inputMode="decimal"
            value={draft.fabCost}
            onChange={set('fabCost')}
          />
          <TextField label="Mark Up" inputMode="decimal" value={draft.markUp} onChange={set('markUp')} />
        </div>
        {stone ? null : (
          <TextField
            label="Photo (optional)"
            hint="PNG, JPG or WebP, at most 5 MB"
            type="file"
            accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
            error={photoError ?? undefined}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              setPhoto(file);
              setPhotoError(file ? photoProblem(file) : null);
              // The form's message about the photo before goes with it.
              setError((current) => (current !== null && current === photoError ? null : current));
            }}
          />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending || uploadPhoto.isPending}
          >
            {save.isPending || uploadPhoto.isPending ? 'Saving...' : stone ? 'Save Changes' : 'Add Stone'}
          </button>
        </div>
      </form>
      {stone ? <StoneImageUpload stone={stone} /> : null}
    </Modal>
  );
}

/** A new picture for the stone (PNG, JPG or WebP; checked and re-encoded by the server), shown once uploaded. */
function StoneImageUpload({ stone }: { stone: TStone }) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadStoneImage();
  // Only a picture uploaded here is shown: a stone without one has no file at its default address.
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = () => {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setMessage({ tone: 'error', text: ADMIN_STONE_MESSAGES.noImage });
      return;
    }
    upload.mutate(
      { id: stone.id, file },
      {
        onSuccess: (url) => {
          setImageUrl(url);
          setMessage({ tone: 'success', text: 'Image uploaded' });
        },
        onError: (failure) => setMessage({ tone: 'error', text: failure.message }),
      },
    );
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-6 space-y-3 border-t border-stone-200 pt-4">
      <h3 id={`${inputId}-title`} className="font-semibold text-stone-900">
        Stone Image
      </h3>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={`${stone.Brand} ${stone.Color}`}
          className="h-24 w-40 rounded border border-stone-200 bg-stone-100 object-cover"
        />
      ) : null}
      <label htmlFor={inputId} className="field-label">
        New Image
      </label>
      <input
        id={inputId}
        ref={fileInput}
        type="file"
        accept=".png,.jpg,.jpeg,.webp"
        className="field-input"
      />
      <button type="button" className="btn btn-secondary" onClick={submit} disabled={upload.isPending}>
        {upload.isPending ? 'Uploading...' : 'Upload Image'}
      </button>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </section>
  );
}
