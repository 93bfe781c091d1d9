import { createHttpConnector } from './http-connector.ts';
import type { LenderConnector } from './connector.ts';
import type { LenderModule } from './lender-module.ts';
import { cashe } from './lenders/cashe.ts';
import { earlysalary } from './lenders/earlysalary.ts';
import { fibe } from './lenders/fibe.ts';
import { kreditbee } from './lenders/kreditbee.ts';
import { lendingkart } from './lenders/lendingkart.ts';
import { moneyView } from './lenders/money-view.ts';

const MODULES: LenderModule[] = [earlysalary, cashe, moneyView, kreditbee, fibe, lendingkart];

export interface ConnectorSettings {
  baseUrl: string;
  apiKey?: string;
  /** Caps every lender's own timeout (tests use a short one). */
  maxTimeoutMs: number;
}

/** The connector for an API lender: its own module, or the generic API for one added by an admin. */
export function connectorFor(slug: string, settings: ConnectorSettings): LenderConnector {
  const module = MODULES.find((m) => m.slug === slug) ?? { slug, timeoutMs: settings.maxTimeoutMs };
  return createHttpConnector({
    slug,
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    timeoutMs: Math.min(module.timeoutMs, settings.maxTimeoutMs),
    mapRequest: module.mapRequest,
  });
}
