import { z } from 'zod';

// API.health and API.ready: what a load balancer or orchestrator probes.
export const healthResponse = z.object({ status: z.literal('ok') });
export const readyResponse = z.object({ status: z.literal('ready') });
