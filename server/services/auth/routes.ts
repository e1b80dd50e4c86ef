import type { operations } from '../../../openapi/generated/auth';
import { processMetrics } from '../../metrics/process-metrics';
import { perMinute } from '../../security/rate-limits';
import type { OperationRoute, OperationRoutes } from '../handlers';
import type { CatalogueChanges } from '../search/catalogue-changes';
import {
  activateAccount,
  changePassword,
  deleteAccount,
  forgotPassword,
  register,
  resetPassword,
  triggerDeleteAccount,
  type AccountDeps,
} from './account-flows';
import { sendContactMessage } from './contact';
import { getProfile, getRoles, updateProfile } from './profiles';
import { login, logout, refresh } from './sessions';
import { deleteProfile, fullUpdate, listProfiles, setEnabled, setVerified, userStats } from './user-admin';
import { requireAdmin } from '../../security/session-guard';

export interface AuthRouteDeps extends AccountDeps {
  /** Per-IP calls per minute allowed on login, register, forgot-password and contact. */
  rateLimitPerMinute: number;
  /** Told when a seller's visibility, name or products change, so search answers follow. */
  changes: CatalogueChanges;
}

/** A route whose success may change what search shows of a seller: every answer is dropped. */
function changingSellers(route: OperationRoute, changes: CatalogueChanges): OperationRoute {
  return {
    ...route,
    async handler(request, reply) {
      const result: unknown = await route.handler.call(this, request, reply);
      changes.publish('everything');
      return result;
    },
  };
}

/** Every operation of openapi/auth.yaml, wired to its flow. */
export function authRoutes(deps: AuthRouteDeps): OperationRoutes<keyof operations> {
  const limited = { config: perMinute(deps.rateLimitPerMinute) };
  return {
    login: { ...limited, handler: (request, reply) => login(request, reply, deps) },
    logout: { handler: async (request, reply) => reply.code(204).send(await logout(request, reply, deps)) },
    refresh: { handler: (request, reply) => refresh(request, reply, deps) },
    register: { ...limited, handler: async (request, reply) => reply.code(201).send(await register(request, deps)) },
    listProfiles: { handler: (request) => listProfiles(request, deps) },
    getProfile: { handler: (request) => getProfile(request, deps) },
    updateProfile: changingSellers({ handler: (request) => updateProfile(request, deps) }, deps.changes),
    deleteProfile: changingSellers({ handler: async (request, reply) => reply.code(204).send(await deleteProfile(request, deps)) }, deps.changes),
    fullUpdateProfile: changingSellers({ handler: (request) => fullUpdate(request, deps) }, deps.changes),
    setProfileVerified: changingSellers({ handler: (request) => setVerified(request, deps) }, deps.changes),
    setProfileEnabled: changingSellers({ handler: (request) => setEnabled(request, deps) }, deps.changes),
    getProfileRoles: { handler: (request) => getRoles(request, deps) },
    changePassword: { handler: async (request, reply) => reply.code(204).send(await changePassword(request, deps)) },
    forgotPassword: { ...limited, handler: async (request, reply) => reply.code(202).send(await forgotPassword(request, deps)) },
    resetPassword: changingSellers({ handler: async (request, reply) => reply.code(204).send(await resetPassword(request, deps)) }, deps.changes),
    activateAccount: changingSellers({ handler: async (request, reply) => reply.code(204).send(await activateAccount(request, deps)) }, deps.changes),
    triggerDeleteAccount: { handler: async (request, reply) => reply.code(202).send(await triggerDeleteAccount(request, deps)) },
    deleteAccount: changingSellers({ handler: async (request, reply) => reply.code(204).send(await deleteAccount(request, reply, deps)) }, deps.changes),
    getAuthMetrics: {
      handler: async (request) => {
        await requireAdmin(request);
        return processMetrics('auth');
      },
    },
    getUserStats: { handler: (request) => userStats(request, deps) },
    sendContactMessage: { ...limited, handler: async (request, reply) => reply.code(202).send(await sendContactMessage(request, deps)) },
  };
}
