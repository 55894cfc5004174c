import type { TConfigResponse } from '@stonetool/contracts/site';
import { Modal } from '../modal';
import { StoneImage } from './stone-image';
import { stoneImageCandidates } from '../../lib/stone-images';
import type { StoneGroup } from '../../lib/catalog-query';

/** The large image viewer that opens on a catalog image (spec 01 section 2). */
export function ImageViewer({
  group,
  config,
  onClose,
}: {
  group: StoneGroup | null;
  config: TConfigResponse | null;
  onClose: () => void;
}) {
  const first = group?.variants[0];
  return (
    <Modal
      open={group !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={group ? `${group.brand} ${group.color}` : 'Stone image'}
      size="wide"
    >
      {first && group ? (
        <div className="aspect-[2/1] w-full overflow-hidden rounded-lg bg-stone-100">
          <StoneImage
            key={first.id}
            candidates={stoneImageCandidates(first, config)}
            alt={`${group.brand} ${group.color}`}
            eager
          />
        </div>
      ) : null}
    </Modal>
  );
}
