import {
  type ApiFailure,
  type ApiResult,
  type ApiSuccess,
  actionCaller,
  type CallOptions,
  getRuntimeConfig,
  type OutputOf,
  registerDemoHandler,
  useAuthStore,
} from '@atelier/shared';
import { storageUrlPath, whileDemoShown } from '@atelier/shared/api';
import type {
  GetImagesInput,
  ImageUse,
  MediaImage,
  UpdateImageInput,
} from '@atelier/shared/contract';
import { imageUseSchema, MEDIA_UPLOAD_FOLDER } from '@atelier/shared/contract';

/**
 * The `media` calls of /admin/images (docs/images.md) and the upload to storage that comes
 * before `register_image`. A write reaches demo data only while the page already shows it.
 */

const MEDIA_FUNCTION = 'media' as const;

const call = actionCaller(MEDIA_FUNCTION);

export const imagesKeys = {
  all: ['media'] as const,
  list: (query: GetImagesInput) => ['media', 'images', query] as const,
};

export const getImages = (query: GetImagesInput, options?: CallOptions) =>
  call('get_images', query, options);

export const updateImage = (changes: UpdateImageInput) =>
  call('update_image', changes, whileDemoShown());

/** A refusal of `delete_image` carries the uses when the image is in use (IMAGE_IN_USE). */
export type DeleteImageResult =
  | ApiSuccess<OutputOf<typeof MEDIA_FUNCTION, 'delete_image'>>
  | (ApiFailure & { uses?: ImageUse[] });

export async function deleteImage(id: string): Promise<DeleteImageResult> {
  const result = await call('delete_image', { id }, whileDemoShown());
  if (result.success) return result;
  const uses = 'uses' in result ? imageUseSchema.array().safeParse(result.uses) : null;
  return uses?.success ? { ...result, uses: uses.data } : result;
}

export const registerImage = (path: string) => call('register_image', { path }, whileDemoShown());

/** Where a file waits for `register_image`: a folder of its own, so two "photo.jpg" never meet. */
export const uploadPathFor = (fileName: string): string => {
  const safe = fileName.replace(/[^\p{L}\p{M}\p{N} _.()-]/gu, '_').replace(/^[ .]+|[ .]+$/g, '');
  return `${MEDIA_UPLOAD_FOLDER}${crypto.randomUUID()}/${safe.slice(-120) || 'image'}`;
};

/**
 * `POST /storage/v1/object/media/<path>` with XMLHttpRequest: unlike `fetch`, it reports the
 * upload's progress (`onProgress` from 0 to 1). Storage's refusal comes back as its code
 * (`InvalidMimeType`, `EntityTooLarge`…).
 */
export function uploadWithProgress(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ApiResult<{ path: string }>> {
  const { backendUrl, publicKey } = getRuntimeConfig();
  const { token, isAdminBypass } = useAuthStore.getState();
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${backendUrl}/storage/v1/object/media/${storageUrlPath(path)}`);
    request.setRequestHeader('apikey', publicKey);
    request.setRequestHeader(
      'Authorization',
      `Bearer ${token && !isAdminBypass ? token : publicKey}`,
    );
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      resolve({ success: false, code: 'NETWORK_ERROR', error: 'The server could not be reached' });
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        return resolve({ success: true, path });
      }
      const body = parseBody(request.responseText);
      resolve({
        success: false,
        code: typeof body.code === 'string' ? body.code : `HTTP_${request.status}`,
        error: typeof body.message === 'string' ? body.message : 'The upload failed',
      });
    };
    request.send(file);
  });
}

function parseBody(text: string): { code?: unknown; message?: unknown } {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** A variant's URL on the API's origin (the `url`s are paths, docs/images.md). */
export const absoluteMediaUrl = (url: string): string =>
  url.startsWith('/') ? `${getRuntimeConfig().backendUrl}${url}` : url;

/** The narrowest WebP at least `minWidth` wide (else the widest): what a thumbnail loads. */
export function thumbnailUrl(image: MediaImage, minWidth = 320): string | null {
  const webp = image.variants
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  const chosen = webp.find((variant) => variant.width >= minWidth) ?? webp.at(-1);
  return chosen ? absoluteMediaUrl(chosen.url) : null;
}

let isDemoRegistered = false;

/** Registers the sample library (loaded on first use) for a server that cannot answer. */
export async function registerImagesDemo(): Promise<void> {
  if (isDemoRegistered) return;
  const demo = await import('./demo-images');
  for (const [action, handler] of Object.entries(demo.imagesDemoHandlers)) {
    registerDemoHandler(MEDIA_FUNCTION, action, handler);
  }
  isDemoRegistered = true;
}
