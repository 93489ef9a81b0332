// The legal pages in Norwegian (Bokmål).
import type { LegalTexts } from './types';

export const no: LegalTexts = {
  3: {
    title: 'Vilkår og betingelser',
    content: `Disse vilkårene utgjør avtalen mellom deg og **{operator}**, som driver dette nettstedet med en spillisens utstedt på **Curaçao**. Ved å åpne en konto godtar du dem.

## 1. Kontoen din
- Du må være **18 år eller eldre**, eller ha nådd den lovlige spillealderen i landet ditt hvis den er høyere.
- Du kan bare ha **én konto**, i ditt eget navn, med riktige og oppdaterte opplysninger.
- Hold passordet hemmelig; du er ansvarlig for spill på kontoen din.

## 2. Innskudd og uttak
- Innskudd må komme fra betalingsmåter i ditt eget navn.
- Uttak utbetales om mulig til betalingsmåten du satte inn med, etter at identiteten din er bekreftet.
- Vi kan be om dokumenter når som helst i henhold til vår AML/KYC-policy.

## 3. Bonuser
Bonuser følger *bonusreglene*. Omsetningskrav må være oppfylt før bonusgevinster kan tas ut.

## 4. Spill
Spillresultater avgjøres av sertifiserte tilfeldige tallgeneratorer. Ved feil annulleres berørte runder og innsatsen refunderes.

## 5. Avslutte en konto
Du kan avslutte kontoen eller utestenge deg selv når som helst. Vi kan suspendere eller avslutte kontoer som bryter vilkårene; saldo som ikke er oppnådd ved bruddet, utbetales.

## 6. Klager
Skriv til {supportEmail}. Siden *Klager og tvisteløsning* forklarer hvert steg.`,
  },
  4: {
    title: 'Personvernerklæring',
    content: `**{operator}** er behandlingsansvarlig for personopplysningene du gir oss på dette nettstedet.

## Hva vi samler inn
- Kontoopplysninger: brukernavn, e-post, navn, fødselsdato, adresse, land og telefonnummer.
- Verifiseringsdokumenter og resultatene av kontrollene våre.
- Betalinger, innsatser, økter (IP-adresse og nettleser) og meldinger til kundestøtte.

## Hvorfor vi bruker dem
- For å drifte kontoen din, betale deg og beskytte pengene dine.
- For å oppfylle lisenskravene: alders- og identitetskontroll, hvitvaskingsforebygging og ansvarlig spill.
- For å svare på spørsmålene dine og, bare med ditt samtykke, sende deg tilbud.

## Hvem som ser dem
Betalingsleverandører, spillstudioer (kun en anonym spiller-ID), identitetskontrolltjenester, revisorer og tilsynsmyndigheten, hver bare så langt det er nødvendig. Vi selger aldri opplysningene dine.

## Hvor lenge vi lagrer dem
Konto- og transaksjonsopplysninger lagres i **fem år** etter at kontoen er avsluttet, slik hvitvaskingsloven krever; markedsføringsdata til du trekker samtykket tilbake.

## Dine rettigheter
Du kan be om en kopi av opplysningene dine, retting eller sletting, eller protestere mot bruken. Skriv til {supportEmail}.`,
  },
  5: {
    title: 'AML- og KYC-policy',
    content: `**{operator}** tar ikke imot penger fra kriminalitet og arbeider for å hindre hvitvasking og terrorfinansiering.

## Bekreftelse av identiteten din
- Før første uttak, eller når loven krever det, ber vi om **legitimasjon med bilde**, **adressebevis** som ikke er eldre enn tre måneder og i noen tilfeller en **selfie** med dokumentet.
- Betalingsmåter må være i ditt navn; vi kan be om bevis på eierskap.

## Overvåking
- Vi følger med på innskudd, innsatser og uttak for uvanlige mønstre.
- Store eller hyppige transaksjoner kan kreve en forklaring på **midlenes opprinnelse**.
- Kontoer kan holdes tilbake mens kontrollene pågår.

## Rapportering
Der loven krever det, rapporterer vi mistenkelig aktivitet til kompetente myndigheter uten å varsle spilleren.

## Lagring
Identitets- og transaksjonsopplysninger lagres i minst **fem år** etter at kundeforholdet er avsluttet.

Spørsmål om en verifiseringsforespørsel: {supportEmail}.`,
  },
  6: {
    title: 'Ansvarlig spill',
    content: `Pengespill skal være underholdning, aldri en måte å tjene penger på. **{operator}** gir deg verktøy for å beholde kontrollen.

## Varselsignaler
- Du bruker mer tid eller penger enn du planla.
- Du jager tap eller låner penger for å spille.
- Du spiller for å flykte fra problemer, eller skjuler det for andre.

## Verktøyene dine
- **Pause**: 24 timers pause fra kontoen din.
- **Selvutestengelse**: en uke, en måned, seks måneder, ett år eller permanent. Bonuser annulleres, og du kan ikke logge inn før perioden er over.
- **Grenser** for innskudd, tap og øktlengde på kontoen din.

## Få hjelp
Uavhengige organisasjoner tilbyr gratis og konfidensiell hjelp:
- *Gamblers Anonymous*: www.gamblersanonymous.org
- *GamCare*: www.gamcare.org.uk
- *Gambling Therapy*: www.gamblingtherapy.org

## Mindreårige
Spillere må være **18 år eller eldre**. Bruk foreldrekontroll hvis barn har tilgang til enhetene dine.

Trenger du å snakke med noen? Skriv til {supportEmail}.`,
  },
  7: {
    title: 'Bonusregler',
    content: `Disse reglene gjelder for alle bonuser fra **{operator}** med mindre en kampanje sier noe annet.

## Generelle regler
- Én velkomstbonus per person, husstand, enhet og betalingsmåte.
- En bonus må omsettes **40 ganger** før bonuspenger og gevinster fra dem kan tas ut.
- **Høyeste innsats** med aktiv bonus er **5 €** eller tilsvarende.
- En ubrukt bonus utløper **10 dager** etter at den er godskrevet.

## Spillenes bidrag
- Spilleautomater teller 100 %.
- Bordspill og live casino teller 10 %.
- Noen spill er unntatt; de er merket i kampanjen.

## Avbryte en bonus
Du kan avbryte en aktiv bonus på kontoen din; bonusen og gevinstene fra den fjernes. Ber du om uttak før omsetningskravet er oppfylt, annulleres bonusen.

## Misbruk
Flere kontoer, innsatsmønstre med lav risiko eller koordinert spill for å få bonuser kan føre til at bonusen og gevinstene fjernes.

Spørsmål: {supportEmail}.`,
  },
  8: {
    title: 'Klager og tvisteløsning',
    content: `Vi vil rette opp feil raskt. Slik behandler **{operator}** klager.

## 1. Kontakt kundestøtte
Skriv til {supportEmail} eller bruk kundestøtteskjemaet. Oppgi brukernavn, dato og detaljer om saken.

## 2. Vårt svar
- Vi bekrefter mottak innen **48 timer**.
- Vi sender et fullstendig skriftlig svar innen **14 dager**.

## 3. Eskalering
Er du ikke fornøyd, kan du be om at en leder vurderer klagen; lederen svarer innen ytterligere **14 dager**.

## 4. Alternativ tvisteløsning
Er saken fortsatt åpen etter vårt endelige svar, kan du gratis bringe den inn for **Curaçao Gaming Control Board**, myndigheten som har gitt oss lisens, eller et uavhengig tvisteløsningsorgan den godkjenner.

Vi fører oversikt over hver klage og utfallet.`,
  },
};
