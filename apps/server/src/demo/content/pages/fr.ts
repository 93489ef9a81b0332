// The legal pages in French.
import type { LegalTexts } from './types';

export const fr: LegalTexts = {
  3: {
    title: 'Conditions générales',
    content: `Ces conditions forment l’accord entre vous et **{operator}**, qui exploite ce site sous une licence de jeu délivrée à **Curaçao**. En ouvrant un compte, vous les acceptez.

## 1. Votre compte
- Vous devez avoir **18 ans ou plus**, ou l’âge légal du jeu dans votre pays s’il est plus élevé.
- Vous ne pouvez détenir qu’**un seul compte**, à votre nom, avec des informations exactes et à jour.
- Gardez votre mot de passe secret ; vous êtes responsable du jeu sur votre compte.

## 2. Dépôts et retraits
- Les dépôts doivent provenir de moyens de paiement à votre nom.
- Les retraits sont versés, si possible, sur le moyen de dépôt, après vérification de votre identité.
- Nous pouvons demander des documents à tout moment selon notre politique AML/KYC.

## 3. Bonus
Les bonus suivent la *Politique de bonus*. Les conditions de mise doivent être remplies avant de retirer les gains d’un bonus.

## 4. Jeux
Les résultats sont déterminés par des générateurs de nombres aléatoires certifiés. En cas de dysfonctionnement, les tours concernés sont annulés et les mises remboursées.

## 5. Fermeture d’un compte
Vous pouvez fermer votre compte ou vous auto-exclure à tout moment. Nous pouvons suspendre ou fermer les comptes qui enfreignent ces conditions ; le solde non obtenu en infraction est versé.

## 6. Réclamations
Écrivez à {supportEmail}. Notre page *Réclamations et règlement des litiges* détaille chaque étape.`,
  },
  4: {
    title: 'Politique de confidentialité',
    content: `**{operator}** est responsable du traitement des données personnelles que vous nous confiez sur ce site.

## Ce que nous collectons
- Données du compte : nom d’utilisateur, e-mail, nom, date de naissance, adresse, pays et téléphone.
- Documents de vérification et résultats de nos contrôles.
- Paiements, mises, sessions (adresse IP et navigateur) et messages au support.

## Pourquoi nous les utilisons
- Pour gérer votre compte, vous payer et protéger votre argent.
- Pour respecter notre licence : contrôles d’âge et d’identité, lutte contre le blanchiment et jeu responsable.
- Pour répondre à vos questions et, uniquement avec votre accord, vous envoyer des offres.

## Qui y a accès
Prestataires de paiement, studios de jeux (un identifiant anonyme uniquement), services de vérification d’identité, auditeurs et régulateur, chacun dans la stricte mesure nécessaire. Nous ne vendons jamais vos données.

## Durée de conservation
Les données de compte et de transactions sont conservées **cinq ans** après la fermeture du compte, comme l’exige la loi anti-blanchiment ; les données marketing jusqu’au retrait de votre consentement.

## Vos droits
Vous pouvez demander une copie de vos données, leur rectification ou leur effacement, ou vous opposer à leur utilisation. Écrivez à {supportEmail}.`,
  },
  5: {
    title: 'Politique AML et KYC',
    content: `**{operator}** n’accepte pas l’argent issu d’activités criminelles et agit pour prévenir le blanchiment de capitaux et le financement du terrorisme.

## Vérification de votre identité
- Avant votre premier retrait, ou lorsque la loi l’exige, nous demandons une **pièce d’identité avec photo**, un **justificatif de domicile** de moins de trois mois et, dans certains cas, un **selfie** avec le document.
- Les moyens de paiement doivent être à votre nom ; nous pouvons demander une preuve de titularité.

## Surveillance
- Nous surveillons dépôts, mises et retraits pour détecter des schémas inhabituels.
- Les transactions importantes ou fréquentes peuvent exiger une justification de l’**origine des fonds**.
- Les comptes peuvent être bloqués pendant les vérifications.

## Déclarations
Lorsque la loi l’exige, nous signalons les activités suspectes aux autorités compétentes sans en informer le joueur.

## Conservation
Les données d’identité et de transactions sont conservées au moins **cinq ans** après la fin de la relation.

Questions sur une demande de vérification : {supportEmail}.`,
  },
  6: {
    title: 'Jeu responsable',
    content: `Le jeu doit rester un divertissement, jamais un moyen de gagner de l’argent. **{operator}** vous donne des outils pour garder le contrôle.

## Signaux d’alerte
- Dépenser plus de temps ou d’argent que prévu.
- Chercher à se refaire ou emprunter pour jouer.
- Jouer pour fuir ses problèmes, ou le cacher à ses proches.

## Vos outils
- **Pause** : une coupure de 24 heures de votre compte.
- **Auto-exclusion** : une semaine, un mois, six mois, un an ou définitivement. Les bonus sont annulés et vous ne pouvez pas vous connecter avant la fin de la période.
- **Limites** de dépôt, de pertes et de durée de session, dans votre compte.

## Obtenir de l’aide
Des organisations indépendantes offrent une aide gratuite et confidentielle :
- *Gamblers Anonymous* : www.gamblersanonymous.org
- *GamCare* : www.gamcare.org.uk
- *Gambling Therapy* : www.gamblingtherapy.org

## Mineurs
Les joueurs doivent avoir **18 ans ou plus**. Utilisez un contrôle parental si des enfants ont accès à vos appareils.

Besoin d’en parler ? Écrivez à {supportEmail}.`,
  },
  7: {
    title: 'Politique de bonus',
    content: `Ces règles s’appliquent à tous les bonus de **{operator}**, sauf mention contraire dans une promotion.

## Règles générales
- Un bonus de bienvenue par personne, foyer, appareil et moyen de paiement.
- Un bonus doit être misé **40 fois** avant que l’argent du bonus et ses gains puissent être retirés.
- La **mise maximale** avec un bonus actif est de **5 €** ou l’équivalent.
- Un bonus inutilisé expire **10 jours** après son crédit.

## Contribution des jeux
- Les machines à sous comptent à 100 %.
- Les jeux de table et le casino en direct comptent à 10 %.
- Certains jeux sont exclus ; ils sont indiqués dans la promotion.

## Annuler un bonus
Vous pouvez annuler un bonus actif dans votre compte ; le bonus et ses gains sont retirés. Demander un retrait avant la fin des mises annule le bonus.

## Abus
L’ouverture de plusieurs comptes, des mises à faible risque ou un jeu concerté pour obtenir des bonus peuvent entraîner le retrait du bonus et de ses gains.

Questions : {supportEmail}.`,
  },
  8: {
    title: 'Réclamations et règlement des litiges',
    content: `Nous voulons régler les problèmes rapidement. Voici comment **{operator}** traite les réclamations.

## 1. Contactez le support
Écrivez à {supportEmail} ou utilisez le formulaire de support. Indiquez votre nom d’utilisateur, la date et le détail du problème.

## 2. Notre réponse
- Nous accusons réception sous **48 heures**.
- Nous envoyons une réponse écrite complète sous **14 jours**.

## 3. Recours interne
Si vous n’êtes pas satisfait, demandez l’examen de votre réclamation par un responsable, qui répond sous **14 jours** supplémentaires.

## 4. Règlement extrajudiciaire des litiges
Si le litige persiste après notre réponse finale, vous pouvez le soumettre gratuitement au **Curaçao Gaming Control Board**, l’autorité qui nous délivre la licence, ou à un organisme indépendant qu’elle agrée.

Nous conservons une trace de chaque réclamation et de son issue.`,
  },
};
