import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  languageParams,
  errorResponse,
  getLanguagesBody,
  getLanguagesResponse,
  searchListByIdResponse,
  searchListParams,
  searchListResponse,
} from '@cl/contracts';
import { notFound } from '../../lib/app-error.ts';
import { listLanguages, listOptionLists } from './reference-data.repository.ts';

// spec 7: search-list (option lists) and getLanguages. '/en' is the spec's path; '/hi' serves the
// Hindi labels of the same lists.
export const referenceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.searchList.replace('/en', '/:lang'),
    {
      schema: {
        tags: ['reference'],
        summary: 'All option lists',
        params: languageParams,
        response: { 200: searchListResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data: await listOptionLists(app.db, request.params.lang) };
    },
  );

  app.get(
    API.searchListById.replace('/en', '/:lang'),
    {
      schema: {
        tags: ['reference'],
        summary: 'One option list',
        params: languageParams.extend(searchListParams.shape),
        response: { 200: searchListByIdResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const [list] = await listOptionLists(app.db, request.params.lang, request.params.id);
      if (!list) throw notFound('No such list');
      return { success: true as const, data: list };
    },
  );

  app.post(
    API.getLanguages,
    {
      schema: {
        tags: ['reference'],
        summary: 'Languages offered for a country',
        body: getLanguagesBody.nullish(),
        response: { 200: getLanguagesResponse, 400: errorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listLanguages(app.db, request.body?.countryCode),
    }),
  );
};
