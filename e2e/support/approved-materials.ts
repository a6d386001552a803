import type { APIRequestContext } from '@playwright/test';
import { apiLogin, apiPost, type Envelope } from './api';
import { demoUsers } from './demo-users';
import { randomPng } from './random-png.mjs';

export interface ImageFile {
  name: string;
  width: number;
  height: number;
}

/**
 * The admin uploads the images (public) and the reviewer approves them: only approved files may be
 * used to create (spec 002 §4). Each image is random, so every upload is a file of its own.
 */
export async function uploadApprovedImages(
  request: APIRequestContext,
  files: readonly ImageFile[],
): Promise<void> {
  const admin = await apiLogin(request, demoUsers.admin.username, demoUsers.admin.password);
  const ids: number[] = [];
  for (const { name, width, height } of files) {
    const response = await request.post('/api/material/file/upload', {
      headers: { 'X-Token': admin },
      multipart: {
        is_public: '1',
        file: { name, mimeType: 'image/png', buffer: randomPng(width, height) },
      },
    });
    const body = (await response.json()) as Envelope<{ fid: number }>;
    if (body.code !== 0) throw new Error(`upload ${name}: ${body.message_cn}`);
    ids.push(body.data.fid);
  }
  const reviewer = await apiLogin(
    request,
    demoUsers.reviewer.username,
    demoUsers.reviewer.password,
  );
  await apiPost(request, reviewer, '/api/material/file/review', {
    file_ids: ids,
    review_status: 'approved',
  });
}
