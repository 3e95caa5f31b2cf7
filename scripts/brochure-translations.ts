/**
 * The company brochure in Swedish and German (issue 39): each English text the brochure draws
 * (scripts/brochure.ts, from app/content), with its translation. Swedish says "du" and "vi", German
 * "Sie"; product names (Leen, Leen Memory …), standards (ISO 17100, EU MDR) and figures stay exact,
 * numbers written as each language writes them. A text the brochure draws without an entry here
 * stops the build (missingBrochureTranslations), so a change to the English pages is translated too.
 */
import type { TranslationLocale } from "../supabase/functions/_shared/locales.ts"

const SV: Readonly<Record<string, string>> = {
  "Nordika: language services and localization": "Nordika: språktjänster och lokalisering",
  "Nordika is a Stockholm-founded language-services company: 180 employees, 6,000 linguists and 7 offices delivering ISO-certified localization in 200+ languages.":
    "Nordika är ett språktjänstföretag grundat i Stockholm: 180 medarbetare, 6 000 lingvister och 7 kontor som levererar ISO-certifierad lokalisering på över 200 språk.",
  "COMPANY BROCHURE": "FÖRETAGSBROSCHYR",
  "Language services and localization from Stockholm, for brands that speak to the world.":
    "Språktjänster och lokalisering från Stockholm, för varumärken som talar till världen.",
  "We help companies be understood, wherever their customers are": "Vi hjälper företag att bli förstådda, var deras kunder än finns",
  "Nordika is an independent language-services and localization company, founded in Stockholm in 2009. We combine specialist linguists, experienced project teams and our own AI platform, Leen, to translate, localize and adapt content in more than 200 languages.":
    "Nordika är ett oberoende företag inom språktjänster och lokalisering, grundat i Stockholm 2009. Vi kombinerar specialiserade lingvister, erfarna projektteam och vår egen AI-plattform, Leen, för att översätta, lokalisera och anpassa innehåll på fler än 200 språk.",
  "About Nordika": "Om Nordika",
  "Who we are": "Vilka vi är",
  "Our story in brief": "Vår historia i korthet",
  "Karin Lindqvist spent the 2000s as a conference interpreter and in-house localization lead; Mikael Sandberg was a software engineer tired of watching translators copy text between incompatible tools. In 2009 they started Nordika in a two-room office in Stockholm with two colleagues and one idea: that excellent linguists and well-built technology should work as one team.":
    "Karin Lindqvist arbetade under 2000-talet som konferenstolk och som intern lokaliseringsansvarig. Mikael Sandberg var mjukvaruutvecklare och trött på att se översättare kopiera text mellan verktyg som inte fungerade ihop. 2009 startade de Nordika på ett tvårumskontor i Stockholm, tillsammans med två kollegor och en idé: att skickliga lingvister och välbyggd teknik ska arbeta som ett och samma team.",
  "The first clients were Swedish manufacturers that needed operator manuals in a dozen languages. Subtitling, software localization, interpretation and transcreation followed, as clients asked us to take on more of their multilingual work. Offices opened in Gothenburg, Helsinki, Berlin, London, New York and Singapore, each close to clients and to the linguists we work with.":
    "De första kunderna var svenska tillverkare som behövde bruksanvisningar på ett dussin språk. Sedan följde undertextning, lokalisering av mjukvara, tolkning och transkreering, i takt med att kunderna bad oss ta hand om mer av deras flerspråkiga arbete. Vi öppnade kontor i Göteborg, Helsingfors, Berlin, London, New York och Singapore – vart och ett nära kunderna och de lingvister vi arbetar med.",
  "We are still independent and owned by our founders and employees, which lets us invest for the long term: in quality certifications, in our Leen platform and in fair, lasting relationships with the freelance linguists who do much of the work.":
    "Vi är fortfarande oberoende och ägs av våra grundare och medarbetare. Det gör att vi kan investera långsiktigt: i kvalitetscertifieringar, i vår plattform Leen och i rättvisa, varaktiga relationer med de frilanslingvister som utför en stor del av arbetet.",
  Services: "Tjänster",
  "Language services for every stage of going global": "Språktjänster för varje steg ut i världen",
  "Whether you need a contract translated by Friday, a website live in eleven markets or an AI model evaluated in Icelandic, you work with one partner, one platform and one project team. Here is everything Nordika does, grouped by what you are trying to achieve.":
    "Oavsett om du behöver ett avtal översatt till fredag, en webbplats lanserad på elva marknader eller en AI-modell utvärderad på isländska arbetar du med en partner, en plattform och ett projektteam. Här är allt Nordika gör, grupperat efter vad du vill uppnå.",
  "Translation and localization": "Översättning och lokalisering",
  "Turn documents, websites, software and products into versions that work in each market.":
    "Gör dokument, webbplatser, mjukvara och produkter till versioner som fungerar på varje marknad.",
  Translation: "Översättning",
  "Certified, specialist translation with revision by a second linguist in 200+ languages.":
    "Certifierad facköversättning med revidering av en andra lingvist, på över 200 språk.",
  "Website localization": "Lokalisering av webbplatser",
  "CMS connectors, continuous updates and in-context review for multilingual sites and shops.":
    "Kopplingar till ditt CMS, löpande uppdateringar och granskning i sitt sammanhang för flerspråkiga webbplatser och webbutiker.",
  "Software and app localization": "Lokalisering av mjukvara och appar",
  "Repository integration and pull requests with translated strings for every release.":
    "Integration med ditt kodförråd och pull requests med översatta strängar för varje release.",
  "Consumer electronics localization": "Lokalisering av hemelektronik",
  "Device UI, companion apps, packaging and safety leaflets planned as one launch.":
    "Enhetens gränssnitt, tillhörande appar, förpackningar och säkerhetsblad planerade som en och samma lansering.",
  "Localization testing": "Lokaliseringstest",
  "Native testers on real devices find linguistic, visual and functional bugs before launch.":
    "Testare med språket som modersmål hittar språkliga, visuella och funktionella fel på riktiga enheter före lansering.",
  "Desktop publishing": "DTP",
  "Print-ready layouts in every script, from brochures to regulated packaging artwork.":
    "Tryckfärdig layout i alla skriftsystem, från broschyrer till reglerade förpackningsoriginal.",
  "International SEO and SEM": "Internationell SEO och SEM",
  "Native keyword research and localized paid search so buyers can find you.":
    "Sökordsanalys av modersmålstalare och lokaliserade sökannonser, så att köparna hittar dig.",
  "Media, voice and live languages": "Media, röst och talat språk",
  "Make video, audio and live events accessible to every audience.": "Gör video, ljud och liveevenemang tillgängliga för varje publik.",
  "Subtitling and captioning": "Undertextning och textning",
  "Template-based subtitles, closed captions and SDH for streaming, broadcast and training.":
    "Mallbaserade undertexter, dold textning och SDH för streaming, tv och utbildning.",
  "Voice-over and dubbing": "Voice-over och dubbning",
  "Native voice casting, directed recording, lip-sync dubbing and final mix.":
    "Casting av modersmålstalande röster, regisserade inspelningar, läppsynkad dubbning och slutmix.",
  "Multimedia localization": "Lokalisering av multimedia",
  "E-learning, animation and interactive content rebuilt and tested in each language.":
    "E-learning, animationer och interaktivt innehåll som byggs om och testas på varje språk.",
  Transcription: "Transkribering",
  "Human-verified transcripts of interviews, hearings and media, with translation on request.":
    "Transkriberingar av intervjuer, förhör och media som kontrolleras av människor, med översättning på begäran.",
  Interpretation: "Tolkning",
  "Simultaneous, consecutive and remote interpreters for conferences, courts and meetings.":
    "Simultantolkar, konsekutivtolkar och distanstolkar för konferenser, domstolar och möten.",
  "Content and communication": "Innehåll och kommunikation",
  "Write, adapt and deliver content that speaks to customers, employees and stakeholders.":
    "Skriv, anpassa och leverera innehåll som talar till kunder, medarbetare och intressenter.",
  "Transcreation and copywriting": "Transkreering och copywriting",
  "Campaigns and brand copy recreated by native copywriters, with back-translations.":
    "Kampanjer och varumärkestexter som skapas på nytt av copywriters med språket som modersmål, med tillbakaöversättningar.",
  "Technical content creation": "Tekniskt innehåll",
  "Manuals and help written in structured, controlled language that is cheaper to translate.":
    "Manualer och hjälptexter skrivna på strukturerat, kontrollerat språk som är billigare att översätta.",
  "Corporate communication": "Företagskommunikation",
  "Internal news, investor releases and town halls in every employee and investor language.":
    "Internnyheter, investerarmeddelanden och personalmöten på alla språk som dina medarbetare och investerare talar.",
  "Email and chat support": "Support via e-post och chatt",
  "Native agents and real-time helpdesk translation for multilingual customer service.":
    "Modersmålstalande supportagenter och översättning i realtid i helpdesken för flerspråkig kundservice.",
  "Technology and AI": "Teknik och AI",
  "Use machine translation and language AI safely, and connect your systems to translation.":
    "Använd maskinöversättning och språk-AI på ett säkert sätt, och koppla dina system till översättningen.",
  "Machine translation": "Maskinöversättning",
  "Adaptive engines, quality estimation and ISO 18587 post-editing where MT fits.":
    "Adaptiva motorer, kvalitetsestimering och efterredigering enligt ISO 18587 där maskinöversättning passar.",
  "AI and tech solutions": "AI-lösningar",
  "Private AI translation, multilingual knowledge assistants and AI governance.":
    "Privat AI-översättning, flerspråkiga kunskapsassistenter och AI-styrning.",
  "Training data for AI": "Träningsdata för AI",
  "Native raters and annotators for RLHF, evaluation and speech data in 200+ languages.":
    "Bedömare och annoterare med språket som modersmål för RLHF, utvärdering och taldata på över 200 språk.",
  "Translation API and connectors": "Översättnings-API och kopplingar",
  "The Leen REST API and ready connectors for CMS, PIM, repositories and helpdesks.":
    "Leens REST-API och färdiga kopplingar för CMS, PIM, kodförråd och helpdesksystem.",
  "Delivery models and quality": "Leveransmodeller och kvalitet",
  "Shape how localization runs in your organisation and prove that it meets your standards.":
    "Forma hur lokaliseringen fungerar i din organisation, och visa att den uppfyller dina krav.",
  "Dedicated teams and processes": "Dedikerade team och processer",
  "Named linguists, an embedded programme manager and a process designed around you.":
    "Namngivna lingvister, en programledare som ingår i ditt team och en process som utformas kring dig.",
  "Quality management and certifications": "Kvalitetsledning och certifieringar",
  "ISO 17100, ISO 18587 and ISO 27001 processes, MQM-based audits and quality reporting.":
    "Processer enligt ISO 17100, ISO 18587 och ISO 27001, MQM-baserade granskningar och kvalitetsrapportering.",
  Industries: "Branscher",
  "Language expertise shaped by the industries we serve": "Språkexpertis formad av branscherna vi arbetar med",
  "Every sector has its own regulations, document types and vocabulary. Since 2009, Nordika has built specialist teams around them, so the linguist on your project already knows how your industry works.":
    "Varje bransch har sina egna regler, dokumenttyper och sitt eget ordförråd. Sedan 2009 har Nordika byggt specialistteam kring dem, så att lingvisten i ditt projekt redan vet hur din bransch fungerar.",
  "Why industry specialisation matters": "Därför spelar branschkunskap roll",
  "A fluent translator who does not know the difference between an SmPC and a PIL, a deposition and a witness statement, or a PPAP and an 8D report will produce text that is grammatically correct and practically wrong. Specialisation is what turns a translation into a document a regulator, a court or a technician can rely on.":
    "En språkligt skicklig översättare som inte vet skillnaden mellan en SmPC och en bipacksedel, ett edsvuret förhör och en skriftlig vittnesutsaga, eller en PPAP och en 8D-rapport skriver text som är grammatiskt korrekt men sakligt fel. Det är specialiseringen som gör en översättning till ett dokument som en myndighet, en domstol eller en tekniker kan lita på.",
  "At Nordika, each industry practice has its own lead, qualified linguists with professional backgrounds in the field, termbases and style guides, and workflows built around the regulations that apply, from EU MDR and the Clinical Trials Regulation to REACH, the Machinery Regulation and CSRD. Our ISO 17100 and ISO 27001 certifications apply across all of them.":
    "På Nordika har varje branschområde en egen ansvarig, kvalificerade lingvister med yrkesbakgrund inom området, termbaser och stilguider samt arbetsflöden byggda kring de regler som gäller, från EU:s MDR och förordningen om kliniska prövningar till Reach, maskinförordningen och CSRD. Våra certifieringar enligt ISO 17100 och ISO 27001 gäller för dem alla.",
  "Regulated and high-stakes industries": "Reglerade branscher där mycket står på spel",
  "Sectors where translation is part of compliance, evidence or patient safety.":
    "Branscher där översättningen är en del av regelefterlevnaden, bevisningen eller patientsäkerheten.",
  "Life sciences": "Life science",
  "Pharma, biotech, CROs and medtech: labelling, clinical trials, PV and linguistic validation.":
    "Läkemedel, bioteknik, CRO-företag och medicinteknik: märkning, kliniska prövningar, farmakovigilans och lingvistisk validering.",
  Legal: "Juridik",
  "Legal translation and multilingual eDiscovery (electronic discovery), review and trial support.":
    "Juridisk översättning och flerspråkig eDiscovery (elektronisk bevisinsamling), granskning och processtöd.",
  "Finance & banking": "Bank och finans",
  "Fund documents, financial reporting and fintech content under tight deadlines.":
    "Fonddokument, finansiell rapportering och fintechinnehåll under snäva tidsramar.",
  Healthcare: "Hälso- och sjukvård",
  "Patient information and medical interpreting for providers and health-tech.":
    "Patientinformation och vårdtolkning för vårdgivare och hälsoteknikföretag.",
  "Public sector": "Offentlig sektor",
  "Plain-language translation and interpreting for agencies and municipalities.":
    "Översättning till klarspråk och tolkning för myndigheter och kommuner.",
  "Industrial and technical": "Industri och teknik",
  "Documentation, software and safety content for products and projects.":
    "Dokumentation, mjukvara och säkerhetsinnehåll för produkter och projekt.",
  Manufacturing: "Tillverkning",
  "Eight segments from automotive to semiconductors, connected to your CCMS and PLM.":
    "Åtta segment från fordon till halvledare, kopplade till ditt CCMS och PLM.",
  Technology: "Teknik",
  "Continuous localization for SaaS, apps and developer platforms.": "Kontinuerlig lokalisering för SaaS, appar och utvecklarplattformar.",
  "Energy & mining": "Energi och gruvdrift",
  "Permits, EIAs, HSE and O&M documentation for energy and mining projects.":
    "Tillstånd, miljökonsekvensbeskrivningar, HMS- och drift- och underhållsdokumentation för energi- och gruvprojekt.",
  Environment: "Miljö",
  "CSRD reporting, EPDs and environmental science translation.": "CSRD-rapportering, EPD:er och översättning inom miljövetenskap.",
  Agriculture: "Jordbruk",
  "Plant protection labels, dossiers and agritech localization.": "Etiketter för växtskyddsmedel, dossierer och lokalisering för agritech.",
  "Consumer, media and brands": "Konsument, media och varumärken",
  "Content that has to sell, entertain and build loyalty in every market.":
    "Innehåll som ska sälja, underhålla och bygga lojalitet på varje marknad.",
  "Retail & e-commerce": "Handel och e-handel",
  "Catalogue, marketplace and checkout localization at scale.": "Lokalisering av kataloger, marknadsplatser och kassaflöden i stor skala.",
  "Marketing & advertising": "Marknadsföring och reklam",
  "Transcreation and campaign versioning for agencies and brands.": "Transkreering och kampanjversionering för byråer och varumärken.",
  Luxury: "Lyx",
  "Brand voice and clienteling content for premium houses.": "Varumärkesröst och innehåll för clienteling åt exklusiva varumärken.",
  Gaming: "Spel",
  "Game localization, LQA and voice for studios and publishers.": "Spellokalisering, LQA och röster för spelstudior och utgivare.",
  "Media & entertainment": "Media och underhållning",
  "Subtitling, SDH, dubbing and metadata for broadcasters and streamers.":
    "Undertextning, SDH, dubbning och metadata för tv-bolag och streamingtjänster.",
  "Travel & hospitality": "Resor och hotell",
  "Booking flows, property content and guest messaging.": "Bokningsflöden, anläggningsbeskrivningar och gästkommunikation.",
  "Food & beverage": "Livsmedel och dryck",
  "EU FIC-compliant labels, specifications and culinary copy.":
    "Etiketter enligt EU:s livsmedelsinformationsförordning (FIC), specifikationer och kulinariska texter.",
  "Education and mission-driven organisations": "Utbildning och idéburna organisationer",
  "Education & e-learning": "Utbildning och e-learning",
  "Course, LMS and assessment localization for learning providers.":
    "Lokalisering av kurser, lärplattformar (LMS) och prov för utbildningsanordnare.",
  "Non-profit": "Ideell sektor",
  "Community-language, donor and emergency communication for NGOs.":
    "Kommunikation på lokalsamhällets språk, givarkommunikation och krisinformation för ideella organisationer.",
  "Leen: the platform that remembers, checks and learns from every translation":
    "Leen: plattformen som minns, kontrollerar och lär sig av varje översättning",
  "Leen is the language AI platform Nordika built for its own linguists and opened to clients in 2021. It brings together your translation memory, terminology, adaptive machine translation and quality estimation in one workflow, hosted in the EU, so every project starts from what you already know and human expertise goes where it adds the most.":
    "Leen är den plattform för språk-AI som Nordika byggde för sina egna lingvister och öppnade för kunderna 2021. Den samlar ditt översättningsminne, din terminologi, adaptiv maskinöversättning och kvalitetsestimering i ett arbetsflöde med drift inom EU – så att varje projekt bygger på det du redan vet och den mänskliga expertisen hamnar där den tillför mest.",
  "2.3 bn": "2,3 mdr",
  "words in private client translation memories": "ord i kundernas privata översättningsminnen",
  "310 M": "310 milj.",
  "words processed through Leen in 2024": "ord bearbetade i Leen under 2024",
  "Up to 40%": "Upp till 40\u00a0%",
  "faster turnaround on MT and post-editing programmes": "kortare leveranstid i program för maskinöversättning och efterredigering",
  "99.9%": "99,9\u00a0%",
  "platform availability over the last 12 months": "tillgänglighet för plattformen de senaste 12 månaderna",
  "Six components, one platform": "Sex komponenter, en plattform",
  "Each part of Leen solves one problem in the localization chain, and they share the same data so nothing is entered twice.":
    "Varje del av Leen löser ett problem i lokaliseringskedjan, och alla delar samma data så att ingenting behöver matas in två gånger.",
  "Leen Memory": "Leen Memory",
  "Private, client-specific translation memories with context-aware matching, so repeated and similar sentences are reused and priced accordingly.":
    "Privata, kundspecifika översättningsminnen med kontextmedveten matchning, så att upprepade och liknande meningar återanvänds och prissätts därefter.",
  "Leen Terms": "Leen Terms",
  "Multilingual termbases with approval workflows, forbidden terms and product metadata, enforced while linguists type and again in QA.":
    "Flerspråkiga termbaser med godkännandeflöden, förbjudna termer och produktmetadata, som tillämpas medan lingvisterna skriver och en gång till i QA.",
  "Leen MT": "Leen MT",
  "Adaptive machine translation that selects among neural MT engines and large language models per language pair and content type, tuned with your memory and terminology.":
    "Adaptiv maskinöversättning som väljer mellan neurala MT-motorer och stora språkmodeller per språkpar och innehållstyp, finjusterad med ditt översättningsminne och din terminologi.",
  "Leen Score": "Leen Score",
  "Quality estimation that rates each machine-translated segment without a reference translation, and routes it to light review, full post-editing or human translation.":
    "Kvalitetsestimering som bedömer varje maskinöversatt segment utan referensöversättning och skickar det vidare till lätt granskning, fullständig efterredigering eller mänsklig översättning.",
  "Leen Flow": "Leen Flow",
  "Workflow orchestration that assigns work, applies your rules, runs automated QA and predicts deadline risk before it becomes a delay.":
    "Orkestrering av arbetsflöden som fördelar arbetet, tillämpar dina regler, kör automatiserad QA och förutser risker för förseningar innan de uppstår.",
  "Leen Connect": "Leen Connect",
  "REST API, webhooks and more than 30 connectors that link Leen to your CMS, PIM, code repositories, design tools and helpdesk.":
    "REST-API, webhooks och fler än 30 kopplingar som länkar Leen till ditt CMS, PIM, dina kodförråd, designverktyg och ditt helpdesksystem.",
  Contact: "Kontakt",
  "Tell us what you need to say, and where": "Berätta vad du behöver säga, och var",
  "Get a detailed quote within one business day, or talk through your plans with a language consultant first.":
    "Få en detaljerad offert inom en arbetsdag, eller gå igenom dina planer med en språkkonsult först.",
  Sweden: "Sverige",
  Email: "E-post",
  Phone: "Telefon",
  Web: "Webb",
  "Next steps": "Nästa steg",
  "Request a quote": "Begär offert",
  "Book a consultation": "Boka konsultation",
}

const DE: Readonly<Record<string, string>> = {
  "Nordika: language services and localization": "Nordika: Sprachdienstleistungen und Lokalisierung",
  "Nordika is a Stockholm-founded language-services company: 180 employees, 6,000 linguists and 7 offices delivering ISO-certified localization in 200+ languages.":
    "Nordika ist ein in Stockholm gegründetes Sprachdienstleistungsunternehmen: 180 Mitarbeitende, 6.000 Linguisten und 7 Standorte, die ISO-zertifizierte Lokalisierung in über 200 Sprachen liefern.",
  "COMPANY BROCHURE": "UNTERNEHMENSBROSCHÜRE",
  "Language services and localization from Stockholm, for brands that speak to the world.":
    "Sprachdienstleistungen und Lokalisierung aus Stockholm – für Marken, die mit der ganzen Welt sprechen.",
  "We help companies be understood, wherever their customers are":
    "Wir sorgen dafür, dass Unternehmen verstanden werden, wo immer ihre Kunden sind",
  "Nordika is an independent language-services and localization company, founded in Stockholm in 2009. We combine specialist linguists, experienced project teams and our own AI platform, Leen, to translate, localize and adapt content in more than 200 languages.":
    "Nordika ist ein unabhängiges Unternehmen für Sprachdienstleistungen und Lokalisierung, 2009 in Stockholm gegründet. Wir verbinden spezialisierte Linguisten, erfahrene Projektteams und unsere eigene KI-Plattform Leen, um Inhalte in mehr als 200 Sprachen zu übersetzen, zu lokalisieren und anzupassen.",
  "About Nordika": "Über Nordika",
  "Who we are": "Wer wir sind",
  "Our story in brief": "Unsere Geschichte in Kürze",
  "Karin Lindqvist spent the 2000s as a conference interpreter and in-house localization lead; Mikael Sandberg was a software engineer tired of watching translators copy text between incompatible tools. In 2009 they started Nordika in a two-room office in Stockholm with two colleagues and one idea: that excellent linguists and well-built technology should work as one team.":
    "Karin Lindqvist war in den 2000er-Jahren Konferenzdolmetscherin und leitete die Inhouse-Lokalisierung eines Unternehmens; Mikael Sandberg war Softwareentwickler und es leid, zuzusehen, wie Übersetzer Texte zwischen inkompatiblen Tools hin- und herkopierten. 2009 gründeten sie Nordika in einem Zweizimmerbüro in Stockholm, mit zwei Kollegen und einer Idee: Exzellente Linguisten und gut gebaute Technologie sollten als ein Team arbeiten.",
  "The first clients were Swedish manufacturers that needed operator manuals in a dozen languages. Subtitling, software localization, interpretation and transcreation followed, as clients asked us to take on more of their multilingual work. Offices opened in Gothenburg, Helsinki, Berlin, London, New York and Singapore, each close to clients and to the linguists we work with.":
    "Die ersten Kunden waren schwedische Hersteller, die Betriebsanleitungen in einem Dutzend Sprachen brauchten. Untertitelung, Softwarelokalisierung, Dolmetschen und Transkreation kamen hinzu, als Kunden uns baten, mehr von ihrer mehrsprachigen Arbeit zu übernehmen. Es folgten Büros in Göteborg, Helsinki, Berlin, London, New York und Singapur, jeweils nah an den Kunden und an den Linguisten, mit denen wir arbeiten.",
  "We are still independent and owned by our founders and employees, which lets us invest for the long term: in quality certifications, in our Leen platform and in fair, lasting relationships with the freelance linguists who do much of the work.":
    "Wir sind nach wie vor unabhängig und gehören unseren Gründern und Mitarbeitenden. Das erlaubt uns, langfristig zu investieren: in Qualitätszertifizierungen, in unsere Plattform Leen und in faire, dauerhafte Beziehungen zu den freiberuflichen Linguisten, die einen Großteil der Arbeit leisten.",
  Services: "Leistungen",
  "Language services for every stage of going global": "Sprachdienstleistungen für jede Phase der Internationalisierung",
  "Whether you need a contract translated by Friday, a website live in eleven markets or an AI model evaluated in Icelandic, you work with one partner, one platform and one project team. Here is everything Nordika does, grouped by what you are trying to achieve.":
    "Ob ein Vertrag bis Freitag übersetzt sein muss, eine Website in elf Märkten live gehen soll oder ein KI-Modell auf Isländisch evaluiert werden muss: Sie arbeiten mit einem Partner, einer Plattform und einem Projektteam. Hier finden Sie alle Leistungen von Nordika, geordnet nach dem, was Sie erreichen möchten.",
  "Translation and localization": "Übersetzung und Lokalisierung",
  "Turn documents, websites, software and products into versions that work in each market.":
    "Machen Sie aus Dokumenten, Websites, Software und Produkten Versionen, die in jedem Markt funktionieren.",
  Translation: "Übersetzung",
  "Certified, specialist translation with revision by a second linguist in 200+ languages.":
    "Zertifizierte Fachübersetzung mit Revision durch einen zweiten Linguisten, in über 200 Sprachen.",
  "Website localization": "Website-Lokalisierung",
  "CMS connectors, continuous updates and in-context review for multilingual sites and shops.":
    "CMS-Konnektoren, kontinuierliche Updates und Review im Kontext für mehrsprachige Websites und Shops.",
  "Software and app localization": "Software- und App-Lokalisierung",
  "Repository integration and pull requests with translated strings for every release.":
    "Repository-Integration und Pull-Requests mit übersetzten Strings für jedes Release.",
  "Consumer electronics localization": "Lokalisierung von Unterhaltungselektronik",
  "Device UI, companion apps, packaging and safety leaflets planned as one launch.":
    "Geräte-UI, Begleit-Apps, Verpackungen und Sicherheitshinweise, geplant als ein gemeinsamer Launch.",
  "Localization testing": "Lokalisierungstests",
  "Native testers on real devices find linguistic, visual and functional bugs before launch.":
    "Muttersprachliche Tester finden auf echten Geräten sprachliche, visuelle und funktionale Fehler vor dem Launch.",
  "Desktop publishing": "Desktop-Publishing",
  "Print-ready layouts in every script, from brochures to regulated packaging artwork.":
    "Druckfertige Layouts in jeder Schrift, von Broschüren bis zu regulierten Verpackungsvorlagen.",
  "International SEO and SEM": "Internationales SEO und SEM",
  "Native keyword research and localized paid search so buyers can find you.":
    "Muttersprachliche Keyword-Recherche und lokalisierte Suchmaschinenwerbung, damit Käufer Sie finden.",
  "Media, voice and live languages": "Medien, Sprachaufnahmen und Dolmetschen",
  "Make video, audio and live events accessible to every audience.":
    "Machen Sie Videos, Audio und Live-Veranstaltungen für jedes Publikum zugänglich.",
  "Subtitling and captioning": "Untertitelung und Captioning",
  "Template-based subtitles, closed captions and SDH for streaming, broadcast and training.":
    "Template-basierte Untertitel, Closed Captions und SDH für Streaming, Rundfunk und Schulungen.",
  "Voice-over and dubbing": "Voice-over und Synchronisation",
  "Native voice casting, directed recording, lip-sync dubbing and final mix.":
    "Muttersprachliches Sprecher-Casting, Aufnahmen mit Regie, lippensynchrone Synchronisation und finale Mischung.",
  "Multimedia localization": "Multimedia-Lokalisierung",
  "E-learning, animation and interactive content rebuilt and tested in each language.":
    "E-Learning, Animationen und interaktive Inhalte, in jeder Sprache neu aufgebaut und getestet.",
  Transcription: "Transkription",
  "Human-verified transcripts of interviews, hearings and media, with translation on request.":
    "Von Menschen geprüfte Transkripte von Interviews, Anhörungen und Medien, auf Wunsch mit Übersetzung.",
  Interpretation: "Dolmetschen",
  "Simultaneous, consecutive and remote interpreters for conferences, courts and meetings.":
    "Simultan-, Konsekutiv- und Remote-Dolmetscher für Konferenzen, Gerichte und Meetings.",
  "Content and communication": "Content und Kommunikation",
  "Write, adapt and deliver content that speaks to customers, employees and stakeholders.":
    "Inhalte schreiben, anpassen und bereitstellen, die Kunden, Mitarbeitende und Stakeholder ansprechen.",
  "Transcreation and copywriting": "Transkreation und Texten",
  "Campaigns and brand copy recreated by native copywriters, with back-translations.":
    "Kampagnen und Markentexte, von muttersprachlichen Textern neu geschaffen, mit Rückübersetzungen.",
  "Technical content creation": "Technische Redaktion",
  "Manuals and help written in structured, controlled language that is cheaper to translate.":
    "Handbücher und Hilfetexte in strukturierter, kontrollierter Sprache, die sich günstiger übersetzen lässt.",
  "Corporate communication": "Unternehmenskommunikation",
  "Internal news, investor releases and town halls in every employee and investor language.":
    "Interne News, Investor-Relations-Mitteilungen und Townhall-Meetings in jeder Sprache Ihrer Mitarbeitenden und Investoren.",
  "Email and chat support": "E-Mail- und Chat-Support",
  "Native agents and real-time helpdesk translation for multilingual customer service.":
    "Muttersprachliche Agents und Helpdesk-Übersetzung in Echtzeit für mehrsprachigen Kundenservice.",
  "Technology and AI": "Technologie und KI",
  "Use machine translation and language AI safely, and connect your systems to translation.":
    "Setzen Sie maschinelle Übersetzung und Sprach-KI sicher ein und binden Sie Ihre Systeme an die Übersetzung an.",
  "Machine translation": "Maschinelle Übersetzung",
  "Adaptive engines, quality estimation and ISO 18587 post-editing where MT fits.":
    "Adaptive Engines, Quality Estimation und Post-Editing nach ISO 18587, wo MT passt.",
  "AI and tech solutions": "KI- und Techniklösungen",
  "Private AI translation, multilingual knowledge assistants and AI governance.":
    "Private KI-Übersetzung, mehrsprachige Wissensassistenten und KI-Governance.",
  "Training data for AI": "Trainingsdaten für KI",
  "Native raters and annotators for RLHF, evaluation and speech data in 200+ languages.":
    "Muttersprachliche Bewerter und Annotatoren für RLHF, Evaluation und Sprachdaten in über 200 Sprachen.",
  "Translation API and connectors": "Übersetzungs-API und Konnektoren",
  "The Leen REST API and ready connectors for CMS, PIM, repositories and helpdesks.":
    "Die REST-API von Leen und fertige Konnektoren für CMS, PIM, Repositorys und Helpdesks.",
  "Delivery models and quality": "Liefermodelle und Qualität",
  "Shape how localization runs in your organisation and prove that it meets your standards.":
    "Gestalten Sie, wie Lokalisierung in Ihrem Unternehmen läuft, und weisen Sie nach, dass sie Ihren Standards entspricht.",
  "Dedicated teams and processes": "Dedizierte Teams und Prozesse",
  "Named linguists, an embedded programme manager and a process designed around you.":
    "Feste Linguisten, ein eingebundener Programmmanager und ein Prozess, der auf Sie zugeschnitten ist.",
  "Quality management and certifications": "Qualitätsmanagement und Zertifizierungen",
  "ISO 17100, ISO 18587 and ISO 27001 processes, MQM-based audits and quality reporting.":
    "Prozesse nach ISO 17100, ISO 18587 und ISO 27001, MQM-basierte Audits und Qualitätsberichte.",
  Industries: "Branchen",
  "Language expertise shaped by the industries we serve": "Sprachkompetenz, geprägt von den Branchen, für die wir arbeiten",
  "Every sector has its own regulations, document types and vocabulary. Since 2009, Nordika has built specialist teams around them, so the linguist on your project already knows how your industry works.":
    "Jede Branche hat ihre eigenen Vorschriften, Dokumentarten und Fachbegriffe. Seit 2009 baut Nordika darauf zugeschnittene Fachteams auf – so weiß der Linguist in Ihrem Projekt bereits, wie Ihre Branche funktioniert.",
  "Why industry specialisation matters": "Warum Branchenspezialisierung zählt",
  "A fluent translator who does not know the difference between an SmPC and a PIL, a deposition and a witness statement, or a PPAP and an 8D report will produce text that is grammatically correct and practically wrong. Specialisation is what turns a translation into a document a regulator, a court or a technician can rely on.":
    "Wer fließend übersetzt, aber den Unterschied zwischen einer SmPC und einer PIL, einer Deposition und einer Zeugenaussage oder einem PPAP und einem 8D-Report nicht kennt, liefert Texte, die grammatisch korrekt und in der Praxis falsch sind. Erst die Spezialisierung macht aus einer Übersetzung ein Dokument, auf das sich eine Behörde, ein Gericht oder ein Techniker verlassen kann.",
  "At Nordika, each industry practice has its own lead, qualified linguists with professional backgrounds in the field, termbases and style guides, and workflows built around the regulations that apply, from EU MDR and the Clinical Trials Regulation to REACH, the Machinery Regulation and CSRD. Our ISO 17100 and ISO 27001 certifications apply across all of them.":
    "Bei Nordika hat jeder Branchenbereich eine eigene Leitung, qualifizierte Linguisten mit beruflichem Hintergrund im jeweiligen Fachgebiet, Terminologiedatenbanken und Styleguides sowie Workflows, die auf die geltenden Vorschriften ausgerichtet sind – von der EU-MDR und der Verordnung über klinische Prüfungen bis zu REACH, der Maschinenverordnung und der CSRD. Unsere Zertifizierungen nach ISO 17100 und ISO 27001 gelten für alle Bereiche.",
  "Regulated and high-stakes industries": "Regulierte Branchen mit hohen Anforderungen",
  "Sectors where translation is part of compliance, evidence or patient safety.":
    "Branchen, in denen Übersetzung Teil von Compliance, Beweisführung oder Patientensicherheit ist.",
  "Life sciences": "Life Sciences",
  "Pharma, biotech, CROs and medtech: labelling, clinical trials, PV and linguistic validation.":
    "Pharma, Biotech, CROs und Medizintechnik: Kennzeichnung, klinische Studien, PV und linguistische Validierung.",
  Legal: "Recht",
  "Legal translation and multilingual eDiscovery (electronic discovery), review and trial support.":
    "Juristische Übersetzung sowie mehrsprachige eDiscovery (elektronische Beweiserhebung), Dokumentenprüfung und Prozessbegleitung.",
  "Finance & banking": "Finanzen & Banken",
  "Fund documents, financial reporting and fintech content under tight deadlines.":
    "Fondsdokumente, Finanzberichte und Fintech-Inhalte unter engen Fristen.",
  Healthcare: "Gesundheitswesen",
  "Patient information and medical interpreting for providers and health-tech.":
    "Patienteninformationen und medizinisches Dolmetschen für Leistungserbringer und Health-Tech.",
  "Public sector": "Öffentlicher Sektor",
  "Plain-language translation and interpreting for agencies and municipalities.":
    "Übersetzung in einfacher Sprache und Dolmetschen für Behörden und Kommunen.",
  "Industrial and technical": "Industrie und Technik",
  "Documentation, software and safety content for products and projects.":
    "Dokumentation, Software und Sicherheitsinhalte für Produkte und Projekte.",
  Manufacturing: "Fertigung",
  "Eight segments from automotive to semiconductors, connected to your CCMS and PLM.":
    "Acht Segmente von der Automobilindustrie bis zu Halbleitern, angebunden an Ihr CCMS und PLM.",
  Technology: "Technologie",
  "Continuous localization for SaaS, apps and developer platforms.":
    "Kontinuierliche Lokalisierung für SaaS, Apps und Entwicklerplattformen.",
  "Energy & mining": "Energie & Bergbau",
  "Permits, EIAs, HSE and O&M documentation for energy and mining projects.":
    "Genehmigungen, UVPs, HSE- und O&M-Dokumentation für Energie- und Bergbauprojekte.",
  Environment: "Umwelt",
  "CSRD reporting, EPDs and environmental science translation.":
    "CSRD-Berichterstattung, EPDs und Übersetzungen in den Umweltwissenschaften.",
  Agriculture: "Landwirtschaft",
  "Plant protection labels, dossiers and agritech localization.": "Pflanzenschutzetiketten, Dossiers und Lokalisierung für Agritech.",
  "Consumer, media and brands": "Konsum, Medien und Marken",
  "Content that has to sell, entertain and build loyalty in every market.":
    "Inhalte, die in jedem Markt verkaufen, unterhalten und Kundenbindung schaffen müssen.",
  "Retail & e-commerce": "Handel & E-Commerce",
  "Catalogue, marketplace and checkout localization at scale.": "Lokalisierung von Katalogen, Marktplätzen und Checkout in großem Umfang.",
  "Marketing & advertising": "Marketing & Werbung",
  "Transcreation and campaign versioning for agencies and brands.": "Transkreation und Kampagnenversionierung für Agenturen und Marken.",
  Luxury: "Luxus",
  "Brand voice and clienteling content for premium houses.": "Markenstimme und Clienteling-Inhalte für Premiumhäuser.",
  Gaming: "Gaming",
  "Game localization, LQA and voice for studios and publishers.": "Spielelokalisierung, LQA und Sprachaufnahmen für Studios und Publisher.",
  "Media & entertainment": "Medien & Unterhaltung",
  "Subtitling, SDH, dubbing and metadata for broadcasters and streamers.":
    "Untertitelung, SDH, Synchronisation und Metadaten für Sender und Streamingdienste.",
  "Travel & hospitality": "Reisen & Gastgewerbe",
  "Booking flows, property content and guest messaging.": "Buchungsstrecken, Unterkunftsinhalte und Gästekommunikation.",
  "Food & beverage": "Lebensmittel & Getränke",
  "EU FIC-compliant labels, specifications and culinary copy.": "LMIV-konforme Etiketten, Spezifikationen und kulinarische Texte.",
  "Education and mission-driven organisations": "Bildung und gemeinnützige Organisationen",
  "Education & e-learning": "Bildung & E-Learning",
  "Course, LMS and assessment localization for learning providers.": "Lokalisierung von Kursen, LMS und Prüfungen für Bildungsanbieter.",
  "Non-profit": "Non-Profit",
  "Community-language, donor and emergency communication for NGOs.":
    "Kommunikation in Community-Sprachen, mit Spendern und im Notfall für NGOs.",
  "Leen: the platform that remembers, checks and learns from every translation":
    "Leen: die Plattform, die sich jede Übersetzung merkt, sie prüft und aus ihr lernt",
  "Leen is the language AI platform Nordika built for its own linguists and opened to clients in 2021. It brings together your translation memory, terminology, adaptive machine translation and quality estimation in one workflow, hosted in the EU, so every project starts from what you already know and human expertise goes where it adds the most.":
    "Leen ist die Sprach-KI-Plattform, die Nordika für die eigenen Linguisten entwickelt und 2021 für Kunden geöffnet hat. Sie vereint Ihr Translation Memory, Ihre Terminologie, adaptive maschinelle Übersetzung und Quality Estimation in einem Workflow mit Hosting in der EU. So beginnt jedes Projekt mit dem, was Sie bereits wissen, und menschliche Expertise fließt dorthin, wo sie am meisten bewirkt.",
  "2.3 bn": "2,3 Mrd.",
  "words in private client translation memories": "Wörter in privaten Translation Memories unserer Kunden",
  "310 M": "310 Mio.",
  "words processed through Leen in 2024": "über Leen verarbeitete Wörter im Jahr 2024",
  "Up to 40%": "Bis zu 40 %",
  "faster turnaround on MT and post-editing programmes": "kürzere Bearbeitungszeit bei MT- und Post-Editing-Programmen",
  "99.9%": "99,9 %",
  "platform availability over the last 12 months": "Verfügbarkeit der Plattform in den letzten 12 Monaten",
  "Six components, one platform": "Sechs Komponenten, eine Plattform",
  "Each part of Leen solves one problem in the localization chain, and they share the same data so nothing is entered twice.":
    "Jeder Teil von Leen löst ein Problem in der Lokalisierungskette, und alle teilen dieselben Daten, sodass nichts doppelt erfasst wird.",
  "Leen Memory": "Leen Memory",
  "Private, client-specific translation memories with context-aware matching, so repeated and similar sentences are reused and priced accordingly.":
    "Private, kundenspezifische Translation Memories mit kontextsensitivem Matching: Wiederholte und ähnliche Sätze werden wiederverwendet und entsprechend berechnet.",
  "Leen Terms": "Leen Terms",
  "Multilingual termbases with approval workflows, forbidden terms and product metadata, enforced while linguists type and again in QA.":
    "Mehrsprachige Terminologiedatenbanken mit Freigabe-Workflows, verbotenen Termini und Produktmetadaten, durchgesetzt schon bei der Eingabe durch die Linguisten und erneut in der QA.",
  "Leen MT": "Leen MT",
  "Adaptive machine translation that selects among neural MT engines and large language models per language pair and content type, tuned with your memory and terminology.":
    "Adaptive maschinelle Übersetzung, die je Sprachpaar und Inhaltstyp zwischen neuronalen MT-Engines und großen Sprachmodellen wählt, abgestimmt auf Ihr Translation Memory und Ihre Terminologie.",
  "Leen Score": "Leen Score",
  "Quality estimation that rates each machine-translated segment without a reference translation, and routes it to light review, full post-editing or human translation.":
    "Quality Estimation, die jedes maschinell übersetzte Segment ohne Referenzübersetzung bewertet und es zur leichten Prüfung, zum vollständigen Post-Editing oder zur Humanübersetzung weiterleitet.",
  "Leen Flow": "Leen Flow",
  "Workflow orchestration that assigns work, applies your rules, runs automated QA and predicts deadline risk before it becomes a delay.":
    "Workflow-Orchestrierung, die Aufgaben zuweist, Ihre Regeln anwendet, automatisierte QA ausführt und Terminrisiken erkennt, bevor daraus eine Verzögerung wird.",
  "Leen Connect": "Leen Connect",
  "REST API, webhooks and more than 30 connectors that link Leen to your CMS, PIM, code repositories, design tools and helpdesk.":
    "REST-API, Webhooks und mehr als 30 Konnektoren, die Leen mit Ihrem CMS, PIM, Ihren Code-Repositorys, Design-Tools und Ihrem Helpdesk verbinden.",
  Contact: "Kontakt",
  "Tell us what you need to say, and where": "Sagen Sie uns, was Sie wo sagen möchten",
  "Get a detailed quote within one business day, or talk through your plans with a language consultant first.":
    "Erhalten Sie innerhalb eines Werktags ein detailliertes Angebot – oder besprechen Sie Ihre Pläne zuerst mit einem Sprachberater.",
  Sweden: "Schweden",
  Email: "E-Mail",
  Phone: "Telefon",
  Web: "Web",
  "Next steps": "Nächste Schritte",
  "Request a quote": "Angebot anfordern",
  "Book a consultation": "Beratung buchen",
}

export const BROCHURE_TRANSLATIONS: Record<TranslationLocale, Readonly<Record<string, string>>> = { sv: SV, de: DE }
