import type { Kysely } from 'kysely';
import type { operations } from '../../../openapi/generated/product';
import type { DatabaseSchema } from '../../db/schema';
import { processMetrics } from '../../metrics/process-metrics';
import { requireAdmin, requireTokenHolder } from '../../security/session-guard';
import type { OperationRoutes } from '../handlers';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import { bulkImport, bulkImportPreview } from './bulk-import';
import { ImportProgress } from './import-progress';
import { listProducts } from './product-list';
import { exportProducts } from './product-export';
import { maxPhotoBytes } from '../../../openapi/domain/photo-rules';
import { photoAdmission } from './photos/photo-admission';
import { getPhotoRendition } from './photos/photo-reads';
import { addProductPhoto, deleteProductPhoto, reorderProductPhotos, updateProductPhoto } from './photos/photo-writes';
import { createProduct, deleteProduct, updateProduct } from './product-writes';
import { perMinute } from '../../security/rate-limits';
import type { ModerationDeps } from '../moderation/moderation-deps';
import { reportProduct } from '../moderation/reports';
import { listModerationQueue, listProductReports } from '../moderation/moderation-queue';
import { decideReports } from '../moderation/decisions';
import { contestDecision, decideComplaint, listMyDecisions, listOpenComplaints } from '../moderation/complaints';
import { readModerationLog } from '../moderation/moderation-log';
import { createOrderList, deleteOrderList, getOrderList, listOrderLists, updateOrderList } from '../orders/order-lists';
import { addOrderLine, deleteOrderLine, markOrderListSeen, reorderOrderLines, updateOrderLine } from '../orders/order-lines';
import { sendOrderList } from '../orders/order-sending';
import { answerInquiry, listReceivedInquiries, listSentInquiries, markInquirySeen } from '../orders/inquiries';
import { confirmSavedSearch, createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from '../alerts/saved-searches';
import { listProductWatches, unwatchProduct, watchProduct } from '../alerts/product-watches';
import { unsubscribeAlert } from '../alerts/unsubscribe';

/** A 100,000-row catalogue is about 30 MB of JSON; the bulk call alone accepts up to this. */
const bulkBodyLimit = 128 * 1024 * 1024;

/** Every operation of openapi/product.yaml: listings, photos, imports, and the moderation of reported listings. */
export function productRoutes(
  db: Kysely<DatabaseSchema>,
  changes: CatalogueChanges,
  moderation: Omit<ModerationDeps, 'db' | 'changes'> & { rateLimitPerMinute: number },
): OperationRoutes<operations> {
  const moderationDeps: ModerationDeps = { db, changes, verifyCaptcha: moderation.verifyCaptcha, site: moderation.site, sendOwedMail: moderation.sendOwedMail };
  const noStore = { 'Cache-Control': 'no-store' };
  const progress = new ImportProgress();
  const { placeOf, config: uploadLimits, ...admission } = photoAdmission();
  return {
    listProducts: { handler: (request) => listProducts(request, db) },
    exportProducts: { handler: (request, reply) => exportProducts(request, reply, db) },
    createProduct: { handler: async (request, reply) => reply.code(201).send(await createProduct(request, db, changes)) },
    updateProduct: { handler: (request) => updateProduct(request, db, changes) },
    deleteProduct: { handler: async (request, reply) => reply.code(204).send(await deleteProduct(request, db, changes)) },
    addProductPhoto: {
      bodyLimit: maxPhotoBytes,
      config: { bodyCodes: { tooLarge: 'PHOTO_TOO_LARGE', wrongType: 'PHOTO_TYPE_NOT_ACCEPTED' }, ...uploadLimits },
      ...admission,
      handler: async (request, reply) => reply.code(201).send(await addProductPhoto(request, db, changes, placeOf(request))),
    },
    reorderProductPhotos: { handler: (request) => reorderProductPhotos(request, db, changes) },
    updateProductPhoto: { handler: (request) => updateProductPhoto(request, db, changes) },
    deleteProductPhoto: { handler: async (request, reply) => reply.code(204).send(await deleteProductPhoto(request, db, changes)) },
    getPhotoRendition: { handler: (request, reply) => getPhotoRendition(request, reply, db) },
    bulkImportProducts: {
      bodyLimit: bulkBodyLimit,
      handler: async (request, reply) => reply.code(201).send(await bulkImport(request, db, changes, progress)),
    },
    bulkImportPreview: { bodyLimit: bulkBodyLimit, handler: (request) => bulkImportPreview(request, db) },
    bulkImportProgress: {
      handler: async (request, reply) => {
        // From the token alone: the caller's own import holds PGlite's only connection meanwhile.
        const caller = await requireTokenHolder(request);
        return reply.header('Cache-Control', 'no-store').send(progress.of(caller));
      },
    },
    reportProduct: {
      config: perMinute(moderation.rateLimitPerMinute),
      handler: async (request, reply) => reply.code(201).send(await reportProduct(request, moderationDeps)),
    },
    listModerationQueue: { handler: async (request, reply) => reply.headers(noStore).send(await listModerationQueue(request, db)) },
    listProductReports: { handler: async (request, reply) => reply.headers(noStore).send(await listProductReports(request, db)) },
    decideReports: { handler: async (request, reply) => reply.code(201).send(await decideReports(request, moderationDeps)) },
    listMyDecisions: { handler: async (request, reply) => reply.headers(noStore).send(await listMyDecisions(request, db)) },
    contestDecision: { handler: async (request, reply) => reply.code(201).send(await contestDecision(request, moderationDeps)) },
    listOpenComplaints: { handler: async (request, reply) => reply.headers(noStore).send(await listOpenComplaints(request, db)) },
    decideComplaint: { handler: (request) => decideComplaint(request, moderationDeps) },
    readModerationLog: { handler: async (request, reply) => reply.headers(noStore).send(await readModerationLog(request, db)) },
    listOrderLists: { handler: async (request, reply) => reply.headers(noStore).send(await listOrderLists(request, db)) },
    createOrderList: { handler: async (request, reply) => reply.code(201).send(await createOrderList(request, db)) },
    getOrderList: { handler: async (request, reply) => reply.headers(noStore).send(await getOrderList(request, db)) },
    updateOrderList: { handler: (request) => updateOrderList(request, db) },
    deleteOrderList: { handler: async (request, reply) => reply.code(204).send(await deleteOrderList(request, db)) },
    addOrderLine: {
      handler: async (request, reply) => {
        const { added, line } = await addOrderLine(request, db);
        return reply.code(added ? 201 : 200).send(line);
      },
    },
    updateOrderLine: { handler: (request) => updateOrderLine(request, db) },
    deleteOrderLine: { handler: async (request, reply) => reply.code(204).send(await deleteOrderLine(request, db)) },
    reorderOrderLines: { handler: (request) => reorderOrderLines(request, db) },
    markOrderListSeen: { handler: (request) => markOrderListSeen(request, db) },
    sendOrderList: { handler: async (request, reply) => reply.code(201).send(await sendOrderList(request, moderationDeps)) },
    listSentInquiries: { handler: async (request, reply) => reply.headers(noStore).send(await listSentInquiries(request, db)) },
    listReceivedInquiries: { handler: async (request, reply) => reply.headers(noStore).send(await listReceivedInquiries(request, db)) },
    markInquirySeen: { handler: (request) => markInquirySeen(request, db) },
    answerInquiry: { handler: (request) => answerInquiry(request, moderationDeps) },
    listSavedSearches: { handler: async (request, reply) => reply.headers(noStore).send(await listSavedSearches(request, db)) },
    createSavedSearch: {
      config: perMinute(moderation.rateLimitPerMinute),
      handler: async (request, reply) => reply.code(201).send(await createSavedSearch(request, moderationDeps)),
    },
    updateSavedSearch: { handler: (request) => updateSavedSearch(request, db) },
    deleteSavedSearch: { handler: async (request, reply) => reply.code(204).send(await deleteSavedSearch(request, db)) },
    confirmSavedSearch: { config: perMinute(moderation.rateLimitPerMinute), handler: (request) => confirmSavedSearch(request, db) },
    // RFC 8058's body is `List-Unsubscribe=One-Click`; nothing longer is read.
    unsubscribeAlert: { bodyLimit: 1024, config: perMinute(moderation.rateLimitPerMinute), handler: (request) => unsubscribeAlert(request, db) },
    listProductWatches: { handler: async (request, reply) => reply.headers(noStore).send(await listProductWatches(request, db)) },
    watchProduct: {
      handler: async (request, reply) => {
        const { watch, created } = await watchProduct(request, db);
        return reply.code(created ? 201 : 200).send(watch);
      },
    },
    unwatchProduct: { handler: async (request, reply) => reply.code(204).send(await unwatchProduct(request, db)) },
    getProductMetrics: {
      handler: async (request) => {
        await requireAdmin(request);
        return processMetrics('product');
      },
    },
    getProductCount: {
      handler: async (request) => {
        await requireAdmin(request);
        const row = await db
          .selectFrom('products')
          .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.countAll<number>().filterWhere('is_enabled', '=', true).as('enabled')])
          .executeTakeFirstOrThrow();
        return { totalProducts: Number(row.total), enabledProducts: Number(row.enabled) };
      },
    },
  };
}
