import { API, type LanguageCode } from '@cl/contracts';

/** spec 7 GET /api/search-list/en; '/hi' answers the Hindi labels. Apart so boot can ask early. */
export const optionListsPath = (language: LanguageCode) => API.searchList.replace(/\/en$/, `/${language}`);
