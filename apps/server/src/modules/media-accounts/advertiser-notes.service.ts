import {
  NOTE_MAX_LENGTH,
  type NoteRowResult,
  type NoteSheetResult,
  type NoteSheetRow,
  type SyncNoteResult,
} from '@toufang/contracts';
import { UNSAFE_TEXT_MESSAGES, unsafeTextReason } from '@toufang/domain';
import { AppError, assertNoProblems, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import type { AdvertiserNotesRepository } from './advertiser-notes.repository';
import { scopeOf } from './media-accounts.service';
import type { Viewer } from './media-accounts.types';
import type { NoteSheetLine } from './note-sheet';

/** Problems listed in the error's message; every row's verdict travels in its data. */
const LISTED_PROBLEMS = 20;
const MEDIUM_ID = /^\d{1,20}$/;

const MESSAGES: Record<NoteRowResult, (line: NoteSheetLine) => string> = {
  updated: () => '已更新',
  invalid_id: (l) =>
    l.inexactId
      ? `广告主ID ${l.advertiserId} 超出数字精度，请将该列设为文本格式后重新填写`
      : `广告主ID「${l.advertiserId}」不是有效的账户ID`,
  duplicate: (l) => `广告主ID ${l.advertiserId} 在表格中重复`,
  too_long: (l) => `备注 ${l.note.length} 个字符，最多 ${NOTE_MAX_LENGTH} 个`,
  invalid_note: (l) => `备注${UNSAFE_TEXT_MESSAGES[unsafeTextReason(l.note) ?? 'control']}`,
  not_found: (l) => `广告主ID ${l.advertiserId} 未授权到本平台`,
  out_of_scope: (l) => `无权修改广告主 ${l.advertiserId}`,
};

/**
 * Our notes on ad accounts. The media have no note field: a note is this platform's own text, set
 * one by one, imported from a spreadsheet (all rows or none), or copied across a company's accounts.
 */
export class AdvertiserNotesService {
  constructor(
    private readonly repo: AdvertiserNotesRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Applies a note spreadsheet (spec 000 §7 `update_note`): every row is checked first; one bad row
   * and nothing changes, and the error lists the bad rows (its data holds every row's verdict).
   * An empty 备注 clears the account's note.
   */
  async importSheet(
    viewer: Viewer,
    medium: Medium,
    lines: readonly NoteSheetLine[],
  ): Promise<NoteSheetResult> {
    const seen = new Set<string>();
    const verdicts = new Map<NoteSheetLine, NoteRowResult>();
    for (const line of lines) {
      if (line.inexactId || !MEDIUM_ID.test(line.advertiserId)) verdicts.set(line, 'invalid_id');
      else if (seen.has(line.advertiserId)) verdicts.set(line, 'duplicate');
      else if (line.note.length > NOTE_MAX_LENGTH) verdicts.set(line, 'too_long');
      // The upload is not JSON, so the request-wide safe-text check does not see its cells.
      else if (unsafeTextReason(line.note)) verdicts.set(line, 'invalid_note');
      seen.add(line.advertiserId);
    }
    const wanted = lines.filter((l) => !verdicts.has(l)).map((l) => l.advertiserId);
    const keys = new Map(
      (await this.repo.keysOf(medium, wanted, scopeOf(viewer))).map((k) => [k.advertiserId, k]),
    );
    const changes: { id: number; note: string | null }[] = [];
    for (const line of lines) {
      if (verdicts.has(line)) continue;
      const key = keys.get(line.advertiserId);
      if (!key) verdicts.set(line, 'not_found');
      else if (!key.inScope) verdicts.set(line, 'out_of_scope');
      else {
        verdicts.set(line, 'updated');
        changes.push({ id: key.id, note: line.note || null });
      }
    }
    const rows: NoteSheetRow[] = lines.map((line) => {
      const result = verdicts.get(line) ?? 'invalid_id';
      return {
        row: line.row,
        advertiser_id: line.advertiserId,
        result,
        message: MESSAGES[result](line),
      };
    });
    const bad = rows.filter((r) => r.result !== 'updated');
    if (bad.length > 0) {
      const listed = bad.slice(0, LISTED_PROBLEMS).map((r) => `第 ${r.row} 行：${r.message}`);
      if (bad.length > LISTED_PROBLEMS) listed.push(`另有 ${bad.length - LISTED_PROBLEMS} 行有误`);
      throw new AppError('NOTE_SHEET_REJECTED', {
        params: { count: bad.length },
        details: listed,
        data: { updated: 0, rows } satisfies NoteSheetResult,
      });
    }
    await this.repo.transaction((repo) => repo.setNotes(changes, this.clock.now()));
    return { updated: changes.length, rows };
  }

  /**
   * `sync_note` (spec 000 §7): each selected account's note is copied to the other accounts of the
   * same company (主体) on the same medium that the caller may change. Selected accounts without a
   * company or a note are skipped; two selected accounts of one company must agree on the note.
   */
  async copyToCompanies(viewer: Viewer, ids: readonly number[]): Promise<SyncNoteResult> {
    const scope = scopeOf(viewer);
    const unique = [...new Set(ids)];
    const selected = await this.repo.notesOf(unique, scope);
    if (selected.length !== unique.length) throw notFound('广告主');

    const skipped: SyncNoteResult['skipped'] = [];
    const groups = new Map<string, { medium: Medium; company: string; notes: Set<string> }>();
    for (const account of selected) {
      if (!account.company) skipped.push({ id: account.id, reason: '未知主体' });
      else if (!account.note) skipped.push({ id: account.id, reason: '没有备注' });
      else {
        const key = `${account.medium}\u0000${account.company}`;
        const group = groups.get(key) ?? {
          medium: account.medium,
          company: account.company,
          notes: new Set<string>(),
        };
        group.notes.add(account.note);
        groups.set(key, group);
      }
    }
    assertNoProblems(
      [...groups.values()]
        .filter((g) => g.notes.size > 1)
        .map((g) => `主体「${g.company}」的所选账户备注不一致，请只选择其中一个`),
    );

    const now = this.clock.now();
    const companies: SyncNoteResult['companies'] = [];
    let updated = 0;
    await this.repo.transaction(async (repo) => {
      for (const group of groups.values()) {
        const [note = ''] = group.notes;
        const accounts = await repo.copyNoteToCompany(
          group.medium,
          group.company,
          note,
          scope,
          now,
        );
        companies.push({ company: group.company, note, accounts });
        updated += accounts;
      }
    });
    return { updated, companies, skipped };
  }
}
