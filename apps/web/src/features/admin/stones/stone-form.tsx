import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ADMIN_STONE_MESSAGES,
  ZAddStoneRequest,
  type TAddStoneRequest,
} from '@stonetool/contracts/admin-stones';
import type { TStone } from '@stonetool/contracts/stones';
import { STONE_DEFAULTS, STONE_FINISHES, STONE_THICKNESSES } from '@stonetool/domain/catalog/stone-fields';
import { Alert } from '../../../components/alert';
import { Modal, ModalFormButtons } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { contractField, contractResolver } from '../../../lib/forms/contract-resolver';
import { optionalNumber } from '../../../lib/forms/form-text';
import { useSaveStone } from './api/save-stone';
import { useUploadStoneImage } from './api/upload-stone-image';
import { photoProblem } from './stone-photo';

/** What the form's fields hold, named as the add and edit requests name them. */
type StoneValues = Record<keyof TAddStoneRequest, string>;

function valuesOf(stone: TStone | null): StoneValues {
  if (!stone) {
    return {
      brand: '',
      type: '',
      color: '',
      thickness: STONE_DEFAULTS.thickness,
      finish: STONE_DEFAULTS.finish,
      slab_height: String(STONE_DEFAULTS.slabHeightIn),
      slab_width: String(STONE_DEFAULTS.slabWidthIn),
      slab_cost: '',
      fab_cost: '',
      mark_up: String(STONE_DEFAULTS.markUp),
    };
  }
  return {
    brand: stone.Brand,
    type: stone.Type,
    color: stone.Color,
    thickness: stone.Thickness,
    finish: stone.Finish,
    slab_height: String(stone['Slab Height']),
    slab_width: String(stone['Slab Width']),
    slab_cost: stone['Slab Cost'] == null ? '' : String(stone['Slab Cost']),
    fab_cost: stone['Fab Cost'] == null ? '' : String(stone['Fab Cost']),
    mark_up: String(stone['Mark Up']),
  };
}

/** The fields as the request sends them: a blank figure takes its default; a blank slab cost is refused as missing. */
function toStoneRequest(values: StoneValues): TAddStoneRequest {
  return {
    brand: values.brand,
    type: values.type,
    color: values.color,
    thickness: values.thickness as (typeof STONE_THICKNESSES)[number],
    finish: values.finish as (typeof STONE_FINISHES)[number],
    slab_height: optionalNumber(values.slab_height) ?? STONE_DEFAULTS.slabHeightIn,
    slab_width: optionalNumber(values.slab_width) ?? STONE_DEFAULTS.slabWidthIn,
    slab_cost: optionalNumber(values.slab_cost) ?? Number.NaN,
    fab_cost: optionalNumber(values.fab_cost) ?? 0,
    mark_up: optionalNumber(values.mark_up) ?? STONE_DEFAULTS.markUp,
  };
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
 * Add or edit a single stone (spec 03 sections 3 and 5), checked by the add request's contract:
 * brand, type, color and slab cost are required ('Please fill in all required fields'), finish and
 * thickness from their options, the rest defaulted. A new stone may come with a photo (checked
 * when chosen, uploaded once the stone is added; a refused one is named, the stone kept); an
 * edited stone may get a new picture.
 */
export function StoneForm({ stone, open, onOpenChange, onSaved, brands, types }: Props) {
  const form = useForm<StoneValues>({
    resolver: contractResolver(ZAddStoneRequest, toStoneRequest),
    defaultValues: valuesOf(stone),
  });
  const errors = form.formState.errors;
  const field = contractField(form);
  const save = useSaveStone();
  const uploadPhoto = useUploadStoneImage();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const listId = useId();

  // Not awaited: the mutations report their own failures, so handleSubmit's promise never rejects.
  const submit = form.handleSubmit((values) => {
    // A refused photo is named at its field; nothing is sent until it is replaced or removed.
    if (photoError) return;
    const fields = toStoneRequest(values);
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
      onError: (failure) => form.setError('root', { message: failure.message }),
    });
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={stone ? 'Edit Stone' : 'Add Stone'}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {errors.root ? <Alert tone="error">{errors.root.message}</Alert> : null}
        <TextField label="Brand" requiredMark list={`${listId}-brands`} {...field('brand')} />
        <datalist id={`${listId}-brands`}>
          {brands.map((brand) => (
            <option key={brand} value={brand} />
          ))}
        </datalist>
        <TextField label="Type" requiredMark list={`${listId}-types`} {...field('type')} />
        <datalist id={`${listId}-types`}>
          {types.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <TextField label="Color" requiredMark {...field('color')} />
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label="Thickness"
            options={STONE_THICKNESSES.map((option) => ({ value: option, label: option }))}
            {...field('thickness')}
          />
          <SelectField
            label="Finish"
            options={STONE_FINISHES.map((option) => ({ value: option, label: option }))}
            {...field('finish')}
          />
          <TextField label="Slab Height (in)" inputMode="decimal" {...field('slab_height')} />
          <TextField label="Slab Width (in)" inputMode="decimal" {...field('slab_width')} />
          <TextField label="Slab Cost ($)" requiredMark inputMode="decimal" {...field('slab_cost')} />
          <TextField label="Fab Cost ($)" inputMode="decimal" {...field('fab_cost')} />
          <TextField label="Mark Up" inputMode="decimal" {...field('mark_up')} />
        </div>
        {stone ? null : (
          <TextField
            label="Photo (optional)"
            hint="PNG, JPG or WebP, at most 5 MB"
            type="file"
            accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
            error={photoError ?? undefined}
            announceError
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              setPhoto(file);
              setPhotoError(file ? photoProblem(file) : null);
            }}
          />
        )}
        <ModalFormButtons
          submitLabel={stone ? 'Save Changes' : 'Add Stone'}
          busyLabel="Saving..."
          busy={save.isPending || uploadPhoto.isPending}
          onCancel={() => onOpenChange(false)}
        />
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
