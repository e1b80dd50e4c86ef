import type { operations } from '../../../openapi/generated/auth';
import { processMetrics } from '../../metrics/process-metrics';
import { perMinute } from '../../security/rate-limits';
import type { OperationRoutes } from '../handlers';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import { activateAccount, changePassword, deleteAccount, forgotPassword, register, resetPassword, triggerDeleteAccount } from './accounts/account-flows';
import { sendContactMessage } from './accounts/contact';
import { getProfile, getRoles, updateProfile } from './accounts/profiles';
import { completeLogin, login, logout, refresh } from './sessions/sessions';
import { loginWithPasskey, passkeyLoginOptions } from './factors/passkey-login';
import { addPasskey, passkeyRegistrationOptions, removePasskey } from './factors/passkeys';
import { reauthenticate, reauthenticationPasskeyOptions } from './sessions/reauthentication';
import { exportAccountData } from './accounts/account-data';
import { confirmAuthenticator, regenerateRecoveryCodes, removeAuthenticator, secondFactors, startAuthenticator } from './factors/second-factors';
import { endSession, endSessions, listSessions } from './sessions/user-sessions';
import { deleteProfile, fullUpdate, listProfiles, setEnabled, setVerified, userStats } from './accounts/user-admin';
import { requireAdmin } from '../../security/session-guard';
import { checkCompany } from './accounts/company-check';
import { setDeliveryTerms } from './accounts/delivery-terms';
import {
  getBuyerCompany,
  inviteBuyerMember,
  joinBuyerCompany,
  registerBuyer,
  removeBuyerMember,
  setBuyerLocations,
  type BuyerDeps,
} from './accounts/buyer-accounts';

export interface AuthRouteDeps extends BuyerDeps {
  /** Per-IP calls per minute allowed on login, register, forgot-password, reset, activation and contact. */
  rateLimitPerMinute: number;
  /** Told when a seller's products show or go (enabled, verified, deleted) or their name changes, so search follows. */
  changes: CatalogueChanges;
}

/** Every operation of openapi/auth.yaml, wired to its flow. */
export function authRoutes(deps: AuthRouteDeps): OperationRoutes<operations> {
  const limited = { config: perMinute(deps.rateLimitPerMinute) };
  /** Runs a flow that may show, hide or rename a seller's products; answers once this process's search has followed. */
  const changingSellers = async <T>(flow: Promise<T>): Promise<T> => {
    const result = await flow;
    await deps.changes.publish({ kind: 'sellers' });
    return result;
  };
  return {
    login: { ...limited, handler: (request, reply) => login(request, reply, deps) },
    completeLogin: { ...limited, handler: (request, reply) => completeLogin(request, reply, deps) },
    passkeyLoginOptions: { ...limited, handler: (request) => passkeyLoginOptions(request, deps) },
    loginWithPasskey: { ...limited, handler: (request, reply) => loginWithPasskey(request, reply, deps) },
    logout: { handler: async (request, reply) => reply.code(204).send(await logout(request, reply, deps)) },
    refresh: { handler: (request, reply) => refresh(request, reply, deps) },
    register: { ...limited, handler: async (request, reply) => reply.code(201).send(await register(request, deps)) },
    registerBuyer: { ...limited, handler: async (request, reply) => reply.code(201).send(await registerBuyer(request, deps)) },
    joinBuyerCompany: { ...limited, handler: async (request, reply) => reply.code(201).send(await joinBuyerCompany(request, deps)) },
    getBuyerCompany: { handler: async (request, reply) => reply.header('Cache-Control', 'no-store').send(await getBuyerCompany(request, deps)) },
    setBuyerLocations: { handler: (request) => setBuyerLocations(request, deps) },
    inviteBuyerMember: { handler: async (request, reply) => reply.code(201).send(await inviteBuyerMember(request, deps)) },
    removeBuyerMember: { handler: async (request, reply) => reply.code(204).send(await removeBuyerMember(request, deps)) },
    listProfiles: { handler: (request) => listProfiles(request, deps) },
    getProfile: { handler: (request) => getProfile(request, deps) },
    updateProfile: { handler: (request) => updateProfile(request, deps) },
    deleteProfile: { handler: async (request, reply) => reply.code(204).send(await changingSellers(deleteProfile(request, deps))) },
    fullUpdateProfile: { handler: (request) => changingSellers(fullUpdate(request, deps)) },
    setProfileVerified: { handler: (request) => changingSellers(setVerified(request, deps)) },
    setProfileEnabled: { handler: (request) => changingSellers(setEnabled(request, deps)) },
    checkCompany: { handler: (request) => changingSellers(checkCompany(request, deps)) },
    setDeliveryTerms: { handler: (request) => changingSellers(setDeliveryTerms(request, deps)) },
    getProfileRoles: { handler: (request) => getRoles(request, deps) },
    reauthenticate: { ...limited, handler: async (request, reply) => reply.code(204).send(await reauthenticate(request, deps)) },
    reauthenticationPasskeyOptions: { ...limited, handler: (request) => reauthenticationPasskeyOptions(request, deps) },
    listSessions: { handler: (request) => listSessions(request, deps) },
    endSessions: { handler: (request) => endSessions(request, deps) },
    endSession: { handler: async (request, reply) => reply.code(204).send(await endSession(request, reply, deps)) },
    secondFactors: { handler: (request) => secondFactors(request, deps) },
    startAuthenticator: { handler: async (request, reply) => reply.code(201).send(await startAuthenticator(request, deps)) },
    confirmAuthenticator: { handler: (request) => confirmAuthenticator(request, deps) },
    removeAuthenticator: { handler: async (request, reply) => reply.code(204).send(await removeAuthenticator(request, deps)) },
    passkeyRegistrationOptions: { handler: (request) => passkeyRegistrationOptions(request, deps) },
    addPasskey: { handler: async (request, reply) => reply.code(201).send(await addPasskey(request, deps)) },
    removePasskey: { handler: async (request, reply) => reply.code(204).send(await removePasskey(request, deps)) },
    regenerateRecoveryCodes: { handler: (request) => regenerateRecoveryCodes(request, deps) },
    exportAccountData: { handler: async (request, reply) => reply.header('Cache-Control', 'no-store').send(await exportAccountData(request, deps)) },
    changePassword: { handler: async (request, reply) => reply.code(204).send(await changePassword(request, deps)) },
    forgotPassword: { ...limited, handler: async (request, reply) => reply.code(202).send(await forgotPassword(request, deps)) },
    resetPassword: { ...limited, handler: async (request, reply) => reply.code(204).send(await resetPassword(request, deps)) },
    activateAccount: { ...limited, handler: async (request, reply) => reply.code(204).send(await changingSellers(activateAccount(request, deps))) },
    triggerDeleteAccount: { handler: async (request, reply) => reply.code(202).send(await triggerDeleteAccount(request, deps)) },
    deleteAccount: { handler: async (request, reply) => reply.code(204).send(await changingSellers(deleteAccount(request, reply, deps))) },
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
