import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUploadStoneImageResponse } from '@stonetool/contracts/admin-stones';
import { apiJson } from '../../../../lib/http/api-json';
import { catalogChanged } from './get-admin-stones';

/** POST /api/admin/upload-stone-image with the stone's `id` and the picture in `image`; answers its address. */
export async function uploadStoneImage({ id, file }: { id: string; file: File }): Promise<string> {
  const form = new FormData();
  form.append('id', id);
  form.append('image', file);
  const answer = await apiJson(ZUploadStoneImageResponse, '/api/admin/upload-stone-image', {
    method: 'POST',
    body: form,
    fallback: 'Upload failed. Please try again.',
  });
  return answer.image_url;
}

export function useUploadStoneImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadStoneImage, onSuccess: () => catalogChanged(queryClient) });
}
