/**
 * "Confidențialitate" (issue #51; GDPR Art. 13–15, 20; ePrivacy): what the site keeps, why and
 * for how long, who processes it for us, what is stored on the visitor's device, and the rights,
 * with ANSPDCP named. Every period here is one the code keeps (server/services/auth/expired-rows.ts,
 * the session cookies, the consent cookie).
 */
export const privacyTexts = {
  title: 'Confidențialitate și cookie-uri',
  updated: 'Ultima actualizare: 29 noiembrie 2026',
  sections: (site: string, contactEmail: string) => [
    {
      title: 'Cine răspunde de date',
      paragraphs: [`Operatorul datelor este ${site}. Ne puteți scrie despre datele dumneavoastră prin formularul de contact sau la ${contactEmail}.`],
    },
    {
      title: 'Ce păstrăm, de ce și cât timp',
      paragraphs: [
        'Vizitatorii pot căuta și citi produsele fără cont. Nu păstrăm nimic care să vă identifice cât timp doar căutați.',
        'Contul vânzătorului: numele de utilizator, e-mailul, telefonul, orașul, numele firmei, codul fiscal (CUI) și condițiile de livrare, plus parola, păstrată doar ca amprentă criptografică. Le folosim ca să vă administrați produsele și ca să vă poată contacta cumpărătorii (temeiul: contractul, adică termenii site-ului). Le păstrăm cât timp aveți cont; un cont neactivat se șterge după 7 zile.',
        'Firma din spatele unui vânzător este verificată la ANAF (denumire, adresă, număr de înregistrare, plătitor de TVA, activă sau radiată), la înregistrare și apoi în fiecare noapte, ca cumpărătorii să știe cu cine vorbesc (temeiul: interesul legitim al cumpărătorilor și obligațiile unei platforme, Regulamentul (UE) 2022/2065, art. 30).',
        'Produsele și fotografiile publicate de vânzători sunt publice; rămân până când vânzătorul le șterge sau își șterge contul.',
        'Sesiunile: momentul autentificării, tipul de dispozitiv și rețeaua (doar primele trei părți ale adresei IP), ca să vă arătăm unde sunteți conectat și să vă anunțăm o autentificare nouă (temeiul: securitatea contului). O sesiune durează cel mult 30 de zile de la autentificare și se șterge o zi după ce se încheie.',
        'Al doilea factor: cheile de acces (passkeys) și aplicația de autentificare; păstrăm doar ce le verifică, niciodată un secret pe care să-l putem arăta. Mesajele trimise prin coada de e-mail se păstrează o zi după trimitere; despre mesajele de securitate (parolă schimbată, autentificare nouă, verificare în doi pași, descărcarea datelor) păstrăm un an doar tipul, subiectul și data, ca să vi le putem arăta.',
        'Mesajele trimise prin formularul de contact: numele, e-mailul și mesajul, ca să vă putem răspunde; le ștergem la cerere.',
        'Raportările unui produs: motivul, explicația, adresa produsului și, dacă le dați, numele și e-mailul, ca să analizăm raportarea și să vă trimitem confirmarea și decizia; fără cont și fără e-mail, păstrăm doar o amprentă criptografică a adresei IP, din care adresa nu poate fi aflată, ca să nu primim aceeași raportare de două ori într-o zi. Deciziile de moderare, contestațiile și jurnalul de moderare păstrează cine a decis, când și de ce. Toate se păstrează trei ani, apoi se șterg (temeiul: obligațiile unei platforme, Regulamentul (UE) 2022/2065, art. 16, 17 și 20). Le găsiți în datele contului, dacă le-ați trimis din cont sau de la adresa contului.',
      ],
    },
    {
      title: 'Cine prelucrează date pentru noi',
      paragraphs: [
        'Furnizorul de e-mail prin care trimitem mesajele contului (activare, resetarea parolei, anunțuri de securitate) primește adresa și mesajul.',
        'Google reCAPTCHA ne apără formularele de înregistrare, autentificare, contact, raportare și resetare a parolei de abuzuri. Se încarcă doar pe aceste formulare, când le deschideți, și primește de la browser date despre folosirea paginii; se aplică și politica de confidențialitate Google.',
        'Serviciul public al ANAF primește doar codul fiscal al firmei vânzătorului.',
        'Nu vindem și nu închiriem datele nimănui și nu folosim publicitate.',
      ],
    },
    {
      title: 'Ce păstrăm pe dispozitivul dumneavoastră',
      paragraphs: [
        'Strict necesare: cookie-urile sesiunii (cel mult 30 de zile) și cel care recunoaște dispozitivul, ca să vă anunțăm doar autentificările de pe unul nou (cel mult 400 de zile), doar dacă vă autentificați; și alegerea dumneavoastră despre cookie-uri (un an).',
        'Alese de dumneavoastră: orașul, sortarea și afișarea prețurilor cu sau fără TVA, ca să le găsiți la fel data viitoare.',
        'Nu folosim cookie-uri de analiză sau de publicitate. Dacă vom adăuga vreodată așa ceva, se va încărca doar după ce apăsați «Accept»; «Refuz» este la fel de ușor și nu vă oprește să folosiți site-ul.',
      ],
    },
    {
      title: 'Drepturile dumneavoastră',
      paragraphs: [
        'Aveți dreptul să aflați ce date avem despre dumneavoastră și să primiți o copie, să le corectați, să le ștergeți, să restricționați sau să vă opuneți prelucrării și să le luați cu dumneavoastră într-un format pe care îl poate citi un calculator (Regulamentul (UE) 2016/679, art. 15–22).',
        'Din profil vă puteți corecta datele, vă puteți descărca toate datele contului (JSON sau CSV, «Datele tale») și vă puteți șterge contul. Pentru orice altă cerere, scrieți-ne; răspundem în cel mult o lună.',
        'Puteți depune o plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP), B-dul G-ral. Gheorghe Magheru 28–30, București, www.dataprotection.ro.',
      ],
    },
  ],
};
