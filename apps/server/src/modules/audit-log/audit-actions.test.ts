import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  RETIRED_AUDIT_ACTIONS,
  UPLOAD_KINDS,
  auditActionsOf,
  auditKindOf,
  classifiedAuditActions,
} from '@cl/contracts';

// Issue 15: every action the server writes is filed under a kind of the audit screen. The type of
// audit() already refuses an unnamed action; this reads the source as well, so a cast cannot hide
// one, and pins which actions are deliberately "Other changes".

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The action names written by audit(...) calls: quoted names and `upload.${kind}`. */
function writtenActions(): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/\baudit\([^;]{0,120}?action:\s*([^,\n]+(?:\n\s*[?:][^,\n]+)*)/g)) {
      const action = call[1] ?? '';
      for (const name of action.matchAll(/'([a-z_.]+)'/g)) if (name[1]) found.add(name[1]);
      if (action.includes('`upload.${kind}`')) for (const kind of UPLOAD_KINDS) found.add(`upload.${kind}`);
    }
    for (const call of text.matchAll(/updateAudited\([^,]+,[^,]+,[^,]+,\s*'([a-z_.]+)'/g))
      if (call[1]) found.add(call[1]);
    // Exports are written through recordExport (or the reports' exported()): their action is the
    // third argument, or a const chosen just before the call.
    for (const call of text.matchAll(
      /(?:const action = ([^;]+);\s*[^;]*?)?\b(?:recordExport|exported)\(([^{]*)/g,
    ))
      for (const name of `${call[1] ?? ''} ${call[2] ?? ''}`.matchAll(/'(export\.[a-z_]+)'/g))
        if (name[1]) found.add(name[1]);
  }
  return found;
}

// Changes an admin makes to products, partners, lenders and admins: nothing the screen's named
// kinds (CSR, masquerade, erasure, exports, rates, support) are about.
const DELIBERATELY_OTHER = [
  'admin_user.create',
  'admin_user.update',
  'campaign.send',
  'credit_card.create',
  'credit_card.delete',
  'credit_card.update',
  'file.upload',
  'lender.create',
  'lender.delete',
  'lender.setup',
  'lender.update',
  'lender_group.create',
  'merchant.review',
  'ondc_participant.create',
  'ondc_participant.update',
  'ondc_message.retry',
  'partner.branding',
  'partner.create',
  'partner.hosts',
  'partner.insurance',
  'partner.settings',
  'partner.utm',
  'partner_api_key.create',
  'partner_api_key.revoke',
  'partner_user.create',
  'partner_user.disable',
  'partner_user.enable',
  'partner_user.replace_owner',
  'tracking_link.create',
  'upload.commission',
  'upload.mis',
  'upload.status',
];

describe('audit actions', () => {
  const written = writtenActions();

  it('finds the audit calls in the source (the scan itself works)', () => {
    expect(written.size).toBeGreaterThan(40);
    expect(written).toContain('partner.rate');
    expect(written).toContain('revenue.month.close');
    expect(written).toContain('support.assign');
    expect(written).toContain('partner_user.enable');
    expect(written).toContain('partner.branding');
  });

  it('names every action written, and writes every action named', () => {
    expect([...written].filter((a) => !(a in AUDIT_ACTIONS))).toEqual([]);
    expect(Object.keys(AUDIT_ACTIONS).filter((a) => !written.has(a))).toEqual([]);
  });

  it("files every action under a kind; only the deliberate ones are 'other'", () => {
    const other = Object.keys(AUDIT_ACTIONS).filter((a) => auditKindOf(a) === 'other');
    expect(other.sort()).toEqual([...DELIBERATELY_OTHER].sort());
  });

  it('files rate changes and the month close under rates, exports and masquerade by their names', () => {
    expect(auditKindOf('partner.rate')).toBe('rates');
    expect(auditKindOf('revenue.month.close')).toBe('rates');
    expect(auditKindOf('revenue.update')).toBe('rates');
    expect(auditKindOf('partner.revenue')).toBe('rates');
    for (const action of Object.keys(AUDIT_ACTIONS)) {
      if (action.startsWith('export.')) expect(auditKindOf(action), action).toBe('export');
      if (action.startsWith('masquerade.')) expect(auditKindOf(action), action).toBe('masquerade');
      if (action.startsWith('support.')) expect(auditKindOf(action), action).toBe('support');
    }
    expect(auditKindOf('something.new')).toBe('other');
  });

  it('keeps retired names out of what is written, and searchable by their kind', () => {
    for (const retired of Object.keys(RETIRED_AUDIT_ACTIONS)) {
      expect(written.has(retired)).toBe(false);
      expect(auditActionsOf('rates')).toContain(retired);
    }
    expect(classifiedAuditActions()).not.toContain('lender.update');
    expect(classifiedAuditActions()).toContain('export.partner_report');
  });
});
