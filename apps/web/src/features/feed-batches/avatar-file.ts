import { FEED_BATCH_LIMITS } from '@toufang/contracts';

/** The avatar image as the dialog holds it: what the server takes, and what the preview shows. */
export interface PickedAvatar {
  filename: string;
  content_base64: string;
  /** A data URL of the image, for the preview. */
  preview: string;
  size: number;
  width: number;
  height: number;
}

const LIMIT_TEXT = `支持 ${FEED_BATCH_LIMITS.avatarFormats.join('、')}，不超过 ${
  FEED_BATCH_LIMITS.avatarMaxBytes / 1024 / 1024
}MB，尺寸不超过 ${FEED_BATCH_LIMITS.avatarMaxWidth}×${FEED_BATCH_LIMITS.avatarMaxHeight} 像素`;
export { LIMIT_TEXT as AVATAR_LIMIT_TEXT };

/** Problems of a chosen file that its name and size tell (the server checks the content again). */
export function avatarFileProblems(file: { name: string; size: number }): string[] {
  const problems: string[] = [];
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(FEED_BATCH_LIMITS.avatarFormats as readonly string[]).includes(ext)) {
    problems.push(`头像图片仅支持 ${FEED_BATCH_LIMITS.avatarFormats.join('、')} 格式`);
  }
  if (file.size === 0) problems.push('头像图片为空');
  if (file.size > FEED_BATCH_LIMITS.avatarMaxBytes) {
    problems.push(`头像图片不能超过 ${FEED_BATCH_LIMITS.avatarMaxBytes / 1024 / 1024}MB`);
  }
  if (file.name.length > FEED_BATCH_LIMITS.avatarFilenameMax) problems.push('图片文件名过长');
  return problems;
}

/** The pixel limit, once the browser has decoded the image. */
export function avatarSizeProblem(width: number, height: number): string | null {
  const { avatarMaxWidth: w, avatarMaxHeight: h } = FEED_BATCH_LIMITS;
  return width > w || height > h
    ? `头像图片不能超过 ${w}×${h} 像素（当前 ${width}×${height}）`
    : null;
}

/** The base64 part of a data URL. */
export const base64OfDataUrl = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);

function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('图片读取失败'));
    reader.onerror = () => reject(new Error('图片读取失败'));
    reader.readAsDataURL(file);
  });
}

function imageSize(src: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('无法识别该图片，请换一张'));
    image.src = src;
  });
}

/** Reads and checks a chosen file; rejects with the problems in Chinese. */
export async function readAvatarFile(file: File): Promise<PickedAvatar> {
  const problems = avatarFileProblems(file);
  if (problems.length > 0) throw new Error(problems.join('；'));
  const preview = await readDataUrl(file);
  const { width, height } = await imageSize(preview);
  const tooBig = avatarSizeProblem(width, height);
  if (tooBig) throw new Error(tooBig);
  return {
    filename: file.name,
    content_base64: base64OfDataUrl(preview),
    preview,
    size: file.size,
    width,
    height,
  };
}
