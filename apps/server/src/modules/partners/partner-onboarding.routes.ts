import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ONBOARDING_API,
  adminPartnerResponse,
  adminPartnerUsersChangedResponse,
  adminPartnerUsersResponse,
  createPartnerBody,
  createPartnerResponse,
  partnerParams,
  partnerSiteBody,
  partnerUserChangeBody,
  partnerUserInput,
  partnerUserParams,
} from '@cl/contracts';
import { onboardPartner, savePartnerSite } from './partner-onboarding.service.ts';
import {
  addPartnerStaff,
  partnerUsersOf,
  replacePartnerOwner,
  setPartnerUserDisabled,
} from './partner-users.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const admin = { tags: ['admin: partners'], security: [{ bearer: [] }] };

// Issue 15: onboarding partners and their portal users from /admin/partners (role 1, spec 6).
export const partnerOnboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'partners' as const };

  app.post(
    ONBOARDING_API.createPartner,
    {
      config,
      schema: {
        ...admin,
        summary: 'Onboard a partner: key, brand name, hosts, revenue terms and owner (all or nothing)',
        body: createPartnerBody,
        response: { 200: createPartnerResponse, ...errors },
      },
    },
    async (request) => {
      const { partner, users } = await onboardPartner(app.db, request, request.body);
      return { success: true as const, message: 'Partner created', data: partner, users };
    },
  );

  app.put(
    ONBOARDING_API.partnerSite,
    {
      config,
      schema: {
        ...admin,
        summary: "Save a partner's white-label site: brand and hosts together (all or nothing)",
        params: partnerParams,
        body: partnerSiteBody,
        response: { 200: adminPartnerResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Partner updated',
      data: await savePartnerSite(app.db, request, request.params.partnerId, request.body),
    }),
  );

  app.get(
    ONBOARDING_API.partnerUsers,
    {
      config,
      schema: {
        ...admin,
        summary: "A partner's portal users",
        params: partnerParams,
        response: { 200: adminPartnerUsersResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partnerUsersOf(app.db, request.params.partnerId),
    }),
  );

  app.post(
    ONBOARDING_API.partnerUsers,
    {
      config,
      schema: {
        ...admin,
        summary: 'Add a staff user to a partner',
        params: partnerParams,
        body: partnerUserInput,
        response: { 200: adminPartnerUsersChangedResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'User added',
      data: await addPartnerStaff(app.db, request, request.params.partnerId, request.body),
    }),
  );

  app.patch(
    ONBOARDING_API.partnerUser,
    {
      config,
      schema: {
        ...admin,
        summary: 'Disable (signing out) or enable a staff user of a partner',
        params: partnerUserParams,
        body: partnerUserChangeBody,
        response: { 200: adminPartnerUsersChangedResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'User updated',
      data: await setPartnerUserDisabled(
        app.db,
        request,
        request.params.partnerId,
        request.params.userId,
        request.body.disabled,
      ),
    }),
  );

  app.put(
    ONBOARDING_API.partnerOwner,
    {
      config,
      schema: {
        ...admin,
        summary: "Replace a partner's owner (the old owner is disabled and signed out)",
        params: partnerParams,
        body: partnerUserInput,
        response: { 200: adminPartnerUsersChangedResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Owner replaced',
      data: await replacePartnerOwner(app.db, request, request.params.partnerId, request.body),
    }),
  );
};
