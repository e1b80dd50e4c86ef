import type { ErrorCode } from '../../openapi';
import { counted, nouns } from './counted';

type Params = Record<string, unknown> | undefined;

const dateTime = new Intl.DateTimeFormat('ro-RO', { hour: '2-digit', minute: '2-digit', second: '2-digit', day: '2-digit', month: '2-digit', year: 'numeric' });

/** `blockedUntil` as a Romanian time of day, or the wait in minutes when only that is known. */
function blockedFor(params: Params): string {
  const until = typeof params?.blockedUntil === 'string' ? new Date(params.blockedUntil) : undefined;
  if (until && !Number.isNaN(until.getTime())) return `până la ${dateTime.format(until)}`;
  const seconds = Number(params?.retryAfterSeconds);
  if (Number.isFinite(seconds) && seconds > 0) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? 'încă un minut' : `încă ${counted(minutes, nouns.minute)}`;
  }
  return 'pentru scurt timp';
}

/**
 * Every server error code (docs/product.md §8 and the generic ones of the OpenAPI files) in Romanian,
 * with its placeholders filled from the problem's `params`.
 */
const messages: Record<ErrorCode | 'NETWORK', (params: Params) => string> = {
  USER_IS_TEMPORARILY_BLOCKED_FROM_LOG_IN: (params) =>
    `Contul este blocat temporar după prea multe încercări de autentificare. Poți încerca din nou ${blockedFor(params)}.`,
  USERNAME_ALREADY_EXISTS: () => 'Acest nume de utilizator este deja folosit. Alege altul.',
  PASSWORD_NOT_MATCHING: () => 'Parolele nu coincid.',
  PHONE_ALREADY_EXISTS: () => 'Acest număr de telefon este deja folosit de alt cont.',
  EMAIL_ALREADY_EXISTS: () => 'Această adresă de e-mail este deja folosită de alt cont.',
  INVALID_REFRESH_TOKEN: () => 'Sesiunea nu mai este validă. Te rugăm să te autentifici din nou.',
  REFRESH_TOKEN_IS_EXPIRED: () => 'Sesiunea a expirat. Te rugăm să te autentifici din nou.',
  INVALID_TOKEN: () => 'Linkul nu este valid sau a fost deja folosit.',
  INVALID_TOKEN_FOR_PASSWORD_RESET: () => 'Linkul de resetare a parolei nu este valid. Cere unul nou.',
  INVALID_EMAIL_FOR_PASSWORD_RESET: () => 'Adresa de e-mail nu corespunde linkului de resetare.',
  EXPIRED_TOKEN_FOR_PASSWORD_RESET: () => 'Linkul de resetare a parolei a expirat. Cere unul nou.',
  USER_NOT_FOUND: () => 'Utilizatorul nu a fost găsit.',
  USERNAME_DOES_NOT_EXIST: () => 'Numele de utilizator sau parola nu sunt corecte.',
  CANNOT_SAVE_USER: () => 'Contul nu a putut fi salvat. Te rugăm să încerci din nou.',
  USER_IS_NOT_VERIFIED: () => 'Contul nu este încă activat. Verifică-ți e-mailul și deschide linkul de activare.',
  USER_IS_BLOCKED: () => 'Contul este dezactivat. Contactează-ne pentru detalii.',
  POSSIBLE_STOLEN_REFRESH_TOKEN: () => 'Din motive de securitate, sesiunea a fost închisă. Te rugăm să te autentifici din nou.',
  TOKEN_CANNOT_BE_USER_ANYMORE: () => 'Linkul a fost deja folosit și nu mai este valabil.',
  PASSWORD_MISS_MATCH: () => 'Numele de utilizator sau parola nu sunt corecte.',
  USER_IS_NOT_AUTHORIZED: () => 'Nu ai dreptul să faci această operație.',
  USER_TRIED_ADMIN_MODE: () => 'Această operație este rezervată administratorilor.',
  CITY_NOT_FOUND: (params) => (typeof params?.city === 'string' ? `Orașul „${params.city}” nu se află în listă.` : 'Orașul nu se află în listă.'),
  PRODUCT_NOT_FOUND: () => 'Produsul nu a fost gasit.',
  PRODUCT_SAVE_FAILED_IN_SEARCH: () => 'Produsul nu a putut fi salvat în motorul de căutare. Nu s-a modificat nimic; încearcă din nou.',
  PRODUCT_DELETE_FAILED_IN_SEARCH: () => 'Produsul nu a putut fi șters din motorul de căutare. Nu s-a modificat nimic; încearcă din nou.',
  PRODUCT_SEARCH_FAILED_IN_SEARCH: () => 'Căutarea nu a mers, te rugăm să încerci din nou.',
  PRODUCT_NOT_FOUND_IN_SEARCH_ENGINE: () => 'Produsul nu a fost gasit.',
  USER_RECAPTCHA_IS_INVALID: () => 'Verificarea reCAPTCHA nu a reușit. Te rugăm să o completezi din nou.',
  ADMIN_USER_CANNOT_BE_BLOCKED_OR_DELETED: () => 'Conturile de administrator nu pot fi dezactivate, modificate sau șterse.',
  VALIDATION_FAILED: () => 'Unele câmpuri nu sunt completate corect. Verifică mesajele de lângă ele.',
  AUTHENTICATION_REQUIRED: () => 'Trebuie să te autentifici pentru această operație.',
  FORBIDDEN_ORIGIN: () => 'Cererea a fost refuzată din motive de securitate. Reîncarcă pagina și încearcă din nou.',
  NOT_FOUND: () => 'Nu am găsit ce ai cerut.',
  SESSION_NOT_FOUND: () => 'Sesiunea s-a încheiat deja.',
  SECOND_FACTOR_REQUIRED: () => 'Pentru această operație trebuie să te autentifici și cu al doilea factor.',
  SECOND_FACTOR_INVALID: () => 'Codul nu este corect sau a fost deja folosit. Verifică-l și încearcă din nou.',
  LOGIN_STEP_EXPIRED: () => 'Au trecut prea multe minute de la introducerea parolei. Autentifică-te din nou.',
  TOO_MANY_SECOND_FACTOR_ATTEMPTS: () => 'Ai introdus de prea multe ori un cod greșit. Din motive de securitate, autentifică-te din nou cu parola.',
  AUTHENTICATOR_CODES_BLOCKED: (params) =>
    `Codurile din aplicația de autentificare sunt oprite ${blockedFor(params)}, după prea multe coduri greșite. Intră cu o cheie de acces sau cu un cod de recuperare.`,
  AUTHENTICATOR_ALREADY_ADDED: () => 'Contul tău are deja o aplicație de autentificare.',
  AUTHENTICATOR_NOT_STARTED: () => 'Nu există o aplicație de autentificare de confirmat. Începe din nou adăugarea.',
  PASSKEY_INVALID: () => 'Cheia de acces nu a putut fi verificată sau cererea a expirat. Încearcă din nou.',
  PASSKEY_ALREADY_ADDED: () => 'Această cheie de acces este deja adăugată în cont.',
  PASSKEY_NOT_FOUND: () => 'Cheia de acces nu mai există în cont. Reîncarcă pagina.',
  REAUTHENTICATION_REQUIRED: () => 'Pentru această operație trebuie să-ți confirmi din nou parola.',
  PHOTO_TYPE_NOT_ACCEPTED: () => 'Fotografia trebuie să fie JPEG, PNG sau WebP. Alege altă imagine.',
  PHOTO_TOO_LARGE: () => 'Fotografia depășește 10 MB. Alege o imagine mai mică.',
  PHOTO_UNREADABLE: () => 'Fotografia este deteriorată și nu poate fi citită. Alege altă imagine.',
  PHOTO_TOO_MANY_PIXELS: () => 'Fotografia are prea mulți pixeli (cel mult 40 de megapixeli). Micșorează-o și încearcă din nou.',
  PHOTO_LIMIT_REACHED: () => 'Un produs poate avea cel mult 8 fotografii. Șterge una ca să adaugi alta.',
  PHOTO_NOT_FOUND: () => 'Fotografia nu mai există. Reîncarcă pagina.',
  PHOTO_QUEUE_FULL: (params) => {
    const seconds = Math.ceil(Number(params?.retryAfterSeconds));
    const wait = Number.isFinite(seconds) && seconds > 1 ? counted(seconds, nouns.second) : 'câteva secunde';
    return `Se prelucrează acum multe fotografii. Încearcă din nou peste ${wait}; fotografia ta nu a fost trimisă.`;
  },
  PHOTO_ORDER_MISMATCH: () => 'Fotografiile s-au schimbat între timp. Reîncarcă pagina și reordonează-le din nou.',
  PAYLOAD_TOO_LARGE: () => 'Datele trimise sunt prea mari. Împarte fișierul în mai multe părți.',
  UNSUPPORTED_MEDIA_TYPE: () => 'Datele au fost trimise într-un format pe care serverul nu îl primește. Reîncarcă pagina și încearcă din nou.',
  TOO_MANY_REQUESTS: (params) => {
    const seconds = Number(params?.retryAfterSeconds);
    return Number.isFinite(seconds) && seconds > 0
      ? `Prea multe cereri. Te rugăm să aștepți ${Math.ceil(seconds) === 1 ? 'o secundă' : counted(Math.ceil(seconds), nouns.second)} și să încerci din nou.`
      : 'Prea multe cereri. Te rugăm să aștepți puțin și să încerci din nou.';
  },
  NOT_IMPLEMENTED: () => 'Această funcție nu este disponibilă încă.',
  SERVICE_UNAVAILABLE: () => 'Serviciul nu este disponibil momentan. Te rugăm să încerci din nou în câteva momente.',
  INTERNAL_ERROR: () => 'A apărut o eroare neașteptată. Te rugăm să încerci din nou.',
  REPORT_ALREADY_SENT: () => 'Ai raportat deja acest produs în ultimele 24 de ore. Raportul tău este în lucru; vei primi decizia pe e-mail.',
  REPORTS_ALREADY_DECIDED: () => 'Alt administrator a decis între timp rapoartele acestui produs. Lista a fost reîncărcată.',
  DECISION_NOT_FOUND: () => 'Decizia nu a fost găsită. Reîncarcă pagina.',
  DECISION_NOT_CONTESTABLE: () => 'Această decizie nu restrânge nimic din contul tău, așa că nu are ce fi contestat.',
  COMPLAINT_ALREADY_SENT: () => 'Ai contestat deja această decizie. Vei primi rezultatul pe e-mail.',
  COMPLAINT_NOT_FOUND: () => 'Contestația nu a fost găsită. Reîncarcă pagina.',
  COMPLAINT_ALREADY_DECIDED: () => 'Alt administrator a decis între timp această contestație. Lista a fost reîncărcată.',
  COMPLAINT_NEEDS_ANOTHER_ADMINISTRATOR: () => 'Ai luat decizia contestată, așa că alt administrator trebuie să decidă contestația.',
  COMPANY_NEEDS_AN_OWNER: () => 'Compania trebuie să păstreze cel puțin un proprietar. Numește întâi alt proprietar.',
  LOCATION_NOT_FOUND: () => 'Locația aleasă nu mai există. Reîncarcă pagina și alege alta.',
  ORDER_LIST_NOT_FOUND: () => 'Lista nu mai există: poate a șters-o alt membru al companiei. Reîncarcă listele.',
  ORDER_LIST_NAME_TAKEN: () => 'Ai deja o listă cu acest nume. Alege alt nume.',
  ORDER_LISTS_LIMIT_REACHED: () => 'Compania ta are deja 50 de liste. Șterge una pe care nu o mai folosești.',
  ORDER_LIST_FULL: () => 'Lista are deja 500 de produse. Pune produsul pe altă listă.',
  DEFAULT_ORDER_LIST_KEPT: () => 'Lista „Favorite” rămâne mereu; poți șterge doar produsele de pe ea.',
  ORDER_LINE_NOT_FOUND: () => 'Produsul nu se mai află pe listă: poate l-a scos alt membru al companiei. Lista a fost reîncărcată.',
  ORDER_LINES_MISMATCH: () => 'Lista s-a schimbat între timp. Am reîncărcat-o; mută produsul din nou.',
  ORDER_LIST_EMPTY: () => 'Lista nu are niciun produs care să poată fi trimis acum.',
  IDEMPOTENCY_KEY_REUSED: () => 'Comanda nu a putut fi trimisă. Reîncarcă pagina și apasă din nou „Trimite comanda”.',
  INQUIRY_NOT_FOUND: () => 'Cererea nu a fost găsită. Reîncarcă pagina.',
  INQUIRY_ALREADY_ANSWERED: () => 'Cererea are deja un răspuns. Lista a fost reîncărcată.',
  SAVED_SEARCH_NOT_FOUND: () => 'Căutarea salvată nu mai există: poate ai șters-o din altă fereastră. Reîncarcă pagina.',
  SAVED_SEARCHES_LIMIT_REACHED: () => 'Ai deja 20 de căutări salvate. Șterge una pe care nu o mai folosești.',
  ALERT_LINK_INVALID: () => 'Linkul nu mai este valabil: poate a fost deja folosit. Nu trebuie să faci nimic altceva.',
  WATCH_NOT_FOUND: () => 'Nu mai urmărești acest produs. Pagina a fost reîncărcată.',
  WATCHES_LIMIT_REACHED: () => 'Urmărești deja 200 de produse. Renunță la unul pe care nu-l mai aștepți.',
  NETWORK: () => 'Nu am putut contacta serverul. Verifică conexiunea și încearcă din nou.',
};

/** The Romanian message for a server error code, with its placeholders filled. */
export function errorMessage(code: ErrorCode | 'NETWORK' | undefined, params?: Params): string {
  return (messages[code ?? 'NETWORK'] ?? messages.INTERNAL_ERROR)(params);
}

export const errorCodes = Object.keys(messages) as (ErrorCode | 'NETWORK')[];
