/**
 * Helpers of the Vitest tests: rendering inside the app's providers (Redux, React Query,
 * react-intl in Spanish, antd) and a memory router, and stubbing the API.
 */
export { renderWithProviders, type RenderWithProvidersResult } from './render';
export {
  currentLocation,
  LocationProbe,
  renderRoute,
  renderRoutes,
  type RenderRoutesOptions,
  renderWithRouter,
  type RouterOptions,
  TEST_ADMIN,
  TEST_MECHANIC,
} from './render-routes';
export { apiError, RecordedCall, stubApi, type StubAnswer, type StubHandler } from './stub-api';
export { apiFailure, jsonResponse, makeUser, MENU, mockApi, ok, permissionsFor } from './api-mock';
