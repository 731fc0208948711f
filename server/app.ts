import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAdminRoutes, type AdminRouteFile } from './admin/admin.plugin';
import { bibleDataRoutes } from './bible-data/bible-data.routes';
import { botRoutes, clientErrorRoutes } from './bot/bot.routes';
import { BotService, type BotOptions } from './bot/bot.service';
import { NOT_FOUND_ERROR, serverErrorType } from './bot/error-types';
import { createMetrics, registerMetrics } from './metrics/metrics';
import { settingsRoutes } from './settings/settings.routes';
import { sqlToolsRoutes } from './bible-data/sql-tools.routes';
import { AuthRepository } from './auth/auth.repository';
import { AccountRepository } from './account/account.repository';
import { accountRoutes } from './account/account.routes';
import { PasswordResetService } from './account/password-reset.service';
import { AccountService } from './account/account.service';
import { authRoutes } from './auth/auth.routes';
import { AuthService } from './auth/auth.service';
import { SessionCache } from './auth/session-cache';
import { SESSION_CACHE } from './http/cache-budget';
import { VersionRepository } from './bible/version.repository';
import { versionRoutes } from './bible/version.routes';
import { curriculumRoutes } from './curriculum/curriculum.routes';
import { donationsAdminRoutes, donationsRoutes } from './donations/donations.routes';
import { DonationsService } from './donations/donations.service';
import { CurriculumService } from './curriculum/curriculum.service';
import { concordanceRoutes } from './concordance/concordance.routes';
import { createConcordanceService, type ConcordanceService } from './concordance/concordance.service';
import { strongsRoutes } from './concordance/strongs.routes';
import { OfflinePacks } from './offline/offline-packs';
import { offlineRoutes } from './offline/offline.routes';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { devRoutes } from './dev/dev.routes';
import { DevotionalReminders, type DevotionalReminderOptions } from './devotional/devotional-reminders';
import { devotionalRoutes } from './devotional/devotional.routes';
import { DevotionalService, type DevotionalOptions } from './devotional/devotional.service';
import { errors } from './errors';
import { healthRoutes } from './health/health.routes';
import { Readiness } from './health/readiness';
import { BibleUploadsService } from './bible-data/bible-uploads.service';
import {
  enqueueImport,
  IMPORT_LANE,
  registerImportJob,
  type ImportJobOptions,
} from './bible-data/import-job';
import { JobQueue, type JobQueueOptions } from './jobs/job-queue';
import { jobsRoutes } from './jobs/jobs.routes';
import { mailRoutes } from './mail/mail.routes';
import { MailAdminService } from './mail/mail-admin.service';
import { MailService, type MailServiceOptions } from './mail/mail.service';
import { unsubscribeRoutes } from './mail/unsubscribe.routes';
import { SqlToolsService } from './bible-data/sql-tools.service';
import { hebrewAudioRoutes } from './hebrew/audio.routes';
import { hebrewRoutes } from './hebrew/hebrew.routes';
import { createHebrewServices, type HebrewServices } from './hebrew/hebrew.services';
import { WordOfDayService, type WordOfDayOptions } from './hebrew/word-of-day.service';
import { startPruning } from './maintenance/pruning';
import { COST_GATE_LIMITS, registerCostGate } from './plugins/cost-gate';
import { registerErrorHandler } from './plugins/error-handler';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/framework-errors';
import { loggerOptions } from './plugins/log-serializers';
import { registerOpenApi } from './plugins/openapi';
import { parseJsonBody, registerRequestHygiene } from './plugins/request-hygiene';
import { DEFAULT_BODY_LIMIT, registerBodyLimits } from './http/body-limits';
import { CONNECTION_LIMITS, connectionOptions, type ConnectionLimits } from './http/connection-limits';
import { registerCompression } from './plugins/compression';
import { requestIds } from './plugins/request-ids';
import { registerRequestLog } from './plugins/request-log';
import { requestLoggerFactory } from './plugins/request-logger';
import { createSecurityHeaders, registerSecurity, type SecurityHeaders } from './plugins/security';
import { registerPersonalAnswers } from './http/personal-answers';
import { SharedCountsRepository } from './http/shared-counts.repository';
import { sharedRateLimitStore } from './http/shared-rate-limit-store';
import { registerWebApp } from './plugins/web-app';
import { seoRoutes } from './render/seo.routes';
import { lookupRoutes } from './reader/lookup.routes';
import { readerRoutes } from './reader/reader.routes';
import { createReaderServices, type ReaderServices } from './reader/reader.services';
import type { StudyService } from './study/study.service';
import { SettingsService } from './settings/settings.service';
import { siteRoutes } from './site/site.routes';
import { siteContentAdminRoutes, siteContentPublicRoutes } from './site-content/site-content.routes';
import { SiteContentService, type SiteContentOptions } from './site-content/site-content.service';
import { AnalyticsRepository } from './search/analytics.repository';
import { IndexRegistry } from './bible-index/index-registry';
import { IndexSnapshots } from './bible-index/index-snapshot';
import { searchRoutes } from './search/search.routes';
import { ReaderEventsService } from './timeline/reader-events.service';
import { DictionaryService } from './dictionary/dictionary.service';
import { dictionaryRoutes } from './dictionary/dictionary.routes';
import { TopicsService } from './topics/topics.service';
import { topicsRoutes } from './topics/topics.routes';
import { timelineRoutes } from './timeline/timeline.routes';
import { studyRoutes } from './study/study.routes';
import { createStudyService } from './study/study.services';
import { SearchService } from './search/search.service';
import { MarkSearchRepository } from './study/mark-search.repository';
import { MarkSearchService } from './study/mark-search.service';
import { VerseTextRepository } from './bible-index/verse-text.repository';
import { isInnerCall } from './http/inner-calls';
import { commentaryRoutes } from './commentary/commentary.routes';
import { CommentaryService } from './commentary/commentary.service';
import { crossReferenceRoutes } from './cross-references/cross-references.routes';
import { verseAllRoutes } from './verse-all/verse-all.routes';
import { GrammarService } from './grammar/grammar.service';
import { GrammarTexts } from './grammar/grammar-texts';
import { grammarRoutes } from './grammar/grammar.routes';
import { VerseAllService } from './verse-all/verse-all.service';
import { CrossReferencesService } from './cross-references/cross-references.service';
import { ReaderRepository } from './reader/reader.repository';
import { ReferenceDataStore } from './reader/reference-data';
import { fieldsChanged, registerFieldResolver } from '../core/search/query-fields';
import { createStudySources, type StudySourceSet } from './study-sources/study-sources.list';
import { StudySourcesRepository } from './study-sources/study-sources.repository';
import { StudySourcesService } from './study-sources/study-sources.service';

/** The services routes call; built once per app so tests get a fresh set on a fresh database. */
export interface Services {
  auth: AuthService;
  account: AccountService;
  passwordReset: PasswordResetService;
  settings: SettingsService;
  versions: VersionRepository;
  hebrew: HebrewServices;
  indexes: IndexRegistry;
  search: SearchService;
  analytics: AnalyticsRepository;
  concordance: ConcordanceService;
  /** What a browser keeps to read offline (server/offline/). */
  offlinePacks: OfflinePacks;
  reader: ReaderServices;
  bibleUploads: BibleUploadsService;
  sqlTools: SqlToolsService;
  siteContent: SiteContentService;
  timelineEvents: ReaderEventsService;
  /** A reader's saved verses: highlights, bookmarks, notes, tags (server/study/). */
  studyMarks: StudyService;
  curriculum: CurriculumService;
  jobs: JobQueue;
  mail: MailService;
  mailAdmin: MailAdminService;
  wordOfDay: WordOfDayService;
  bot: BotService;
  devotional: DevotionalService;
  devotionalReminders: DevotionalReminders;
  donations: DonationsService;
  /** The commentaries beside the chapter (server/commentary/). */
  commentary: CommentaryService;
  dictionary: DictionaryService;
  topics: TopicsService;
  /** The study sources' registry (cross-references, commentaries, dictionaries): server/study-sources/. */
  studySources: StudySourcesService;
  /** Each study source by name, for the features that serve it. */
  study: StudySourceSet;
  crossReferences: CrossReferencesService;
  /** The grammatical concordance (issue 39): server/grammar/. */
  grammar: GrammarService;
  /** One verse in every version (server/verse-all/). */
  verseAll: VerseAllService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    services: Services;
    /** Starting, ready or stopping: what `/api/ready` answers (decision 360). */
    readiness: Readiness;
  }
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built web app lives; defaults to dist/web. */
  webRoot?: string;
  /** Pino options; tests pass false to keep output quiet. */
  logger?: boolean | object;
  /** Tests only: probe routes declared in the admin area, the way real admin route files are. */
  extraAdminRoutes?: AdminRouteFile[];
  /** Tests only: told of every route as it is declared. */
  onRoute?: (route: RouteOptions) => void;
  /** The accounts' clock; tests fix it to make session and throttle times exact. */
  now?: () => Date;
  /**
   * False turns every per-address request limit off, and the cost gate's refusals (decision 100): only for
   * benchmarks that load the server from one address (bench/bench-server.ts); the real server never does.
   */
  requestLimits?: boolean;
  /**
   * Where loaded versions are kept between starts (decision 247): by default the compiled server keeps them
   * under the data directory and tsx keeps none; tests that are about snapshots pass their own.
   */
  indexSnapshots?: IndexSnapshots;
  /** Timings of the import jobs (the job queue's lane of imports); tests shorten them or turn them off. */
  importWorker?: ImportJobOptions;
  /** Timings of the background job runner; tests shorten them. */
  jobs?: JobQueueOptions;
  /** Retry timings of the outbox; tests shorten them. */
  mail?: MailServiceOptions;
  /** The word of the day's schedule and clock; tests run it every second on a fixed clock. */
  wordOfDay?: WordOfDayOptions;
  /** The ADMIN BOT's schedule and probes; tests run it every second against a dead database. */
  bot?: BotOptions;
  /** The clock of the ad counters (tests move it). */
  siteContent?: SiteContentOptions;

  /** The devotional's clock and SWORD library; tests fix the clock. */
  devotional?: DevotionalOptions;
  /** The devotional reminder's schedule and clock; tests run it every second on a fixed clock. */
  devotionalReminders?: DevotionalReminderOptions;
  /** Timeouts and the connection cap; tests shorten them (decision 254). */
  connections?: ConnectionLimits;
}

type FastifySchemaCompilers = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/** The Fastify instance with its limits, logging and zod's compilers; no route, service or hook of ours yet. */
function createFastify(options: BuildAppOptions, securityHeaders: SecurityHeaders) {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger, config.logLevel),
    genReqId: requestIds(),
    // Each route's bound is set from server/http/body-limits.ts; this one is for requests no route matches.
    bodyLimit: DEFAULT_BODY_LIMIT,
    ...connectionOptions(options.connections ?? CONNECTION_LIMITS),
    // A stopping instance answers a request that arrives on a kept-alive connection, and closes that connection
    // after it (Fastify's Connection: close), rather than a 503 a proxy would count against it and retry:
    // behind nginx such 503s took every instance out of rotation in a rolling upgrade (decision 396).
    return503OnClosing: false,
    // Only the proxies named in TRUST_PROXY may say who the client is (decision 102).
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
    // Requests are logged by registerRequestLog: failures and slow ones, the rest summarised (decision 214).
    logController: new LogController({ disableRequestLogging: true }),
    // A request's logger makes its pino child only when something is logged (decision 245).
    childLoggerFactory: requestLoggerFactory,
    // Every route validates and writes with zod's compilers (set below): Fastify need not load its JSON-schema
    // ones (ajv, fast-json-stringify), about a second of the start on a busy machine (decision 243).
    schemaController: {
      // Typed for ajv's compilers; Fastify calls each factory for the compiler it then uses, whatever it is.
      compilersFactory: {
        buildValidator: () => validatorCompiler,
        buildSerializer: () => serializerCompiler,
      } as unknown as FastifySchemaCompilers,
    },
  }).withTypeProvider<ZodTypeProvider>();
  const connections = options.connections ?? CONNECTION_LIMITS;
  app.server.maxConnections = connections.maxConnections;
  registerBodyLimits(app, connections.bodyMs);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Calls such as logout send no body; an empty JSON body is treated as no body instead of an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);

  return app;
}

/** The app as `createFastify` makes it, with the types its routes are declared with. */
type App = ReturnType<typeof createFastify>;

/**
 * Builds every service once and hands it to those built on it, so that every area shares one search (and its
 * parsed-query cache) and one settings service.
 */
function buildServices(app: App, options: BuildAppOptions): Services {
  const { config, database } = options;
  const indexes = new IndexRegistry(
    new VerseTextRepository(database.db),
    app.log,
    options.indexSnapshots ??
      (config.dataDir === 'memory://'
        ? undefined
        : IndexSnapshots.forRunningProgram(path.join(config.dataDir, 'index-snapshots'))),
  );
  const settings = new SettingsService(database.db);
  // Served while their study sources are loaded and switched on (decision 295); the registry comes later.
  const late: { registry?: StudySourcesService } = {};
  const topics = new TopicsService(
    app.log,
    options.devotional?.swordLibrary,
    async () => (await late.registry?.enabled('naves-topics')) ?? false,
  );
  const dictionary = new DictionaryService(
    app.log,
    undefined,
    async () => (await late.registry?.enabled('eastons-dictionary')) ?? false,
  );
  const search = new SearchService(
    indexes,
    settings,
    topics,
    new MarkSearchService(new MarkSearchRepository(database.db)),
  );
  const jobs = new JobQueue(database.db, app.log, {
    ...options.jobs,
    lanes: {
      [IMPORT_LANE]: { pollMs: options.importWorker?.pollMs, enabled: options.importWorker?.enabled },
    },
  });
  const bibleUploads = new BibleUploadsService(database.db, (importId) => enqueueImport(jobs, importId));
  const mail = new MailService(database.db, config, settings, jobs, app.log, options.mail);
  const hebrew = createHebrewServices(database.db, config, indexes);
  const wordOfDay = new WordOfDayService(database.db, mail, hebrew.words, indexes, jobs, app.log, {
    now: options.now,
    ...options.wordOfDay,
  });
  const study = createStudySources({ dictionary, topics, swordLibrary: options.devotional?.swordLibrary });
  const reader = createReaderServices(database.db, { indexes, search, settings });
  const concordance = createConcordanceService(database.db, { indexes, search });
  const studySources = new StudySourcesService(
    study.all,
    new StudySourcesRepository(database.db),
    settings,
    app.log,
  );
  late.registry = studySources;
  const bot = new BotService(
    database.db,
    {
      db: database.db,
      config,
      settings,
      indexes,
      mail,
      jobs,
      log: app.log,
      ping: () => database.ping(),
      studySources,
    },
    app.log,
    options.bot,
  );

  const devotional = new DevotionalService(
    database.db,
    indexes,
    settings,
    app.log,
    { commentaries: study.commentaries, topics },
    { now: options.now, ...options.devotional },
  );
  const devotionalReminders = new DevotionalReminders(database.db, devotional, mail, jobs, app.log, {
    now: options.now,
    ...options.devotionalReminders,
  });
  const grammar = new GrammarService(
    search,
    new GrammarTexts(indexes, reader.referenceData, app.log),
    indexes,
    reader.referenceData,
  );
  // `lemma:`, `root:`, `morph:`, `near:` in the one box read the word-level indexes (decision 351).
  search.useWordLevel(grammar);
  // Sessions read recently, dropped on every instance when one ends or its account changes (decision 366).
  const sessions = new SessionCache(SESSION_CACHE.sessions, SESSION_CACHE.maxAgeMs);
  const services: Services = {
    grammar,
    auth: new AuthService(new AuthRepository(database.db, sessions), options.now, sessions),
    account: new AccountService(
      new AccountRepository(database.db, sessions),
      mail,
      config.sessionSecret,
      options.now,
    ),
    passwordReset: new PasswordResetService(
      new AuthRepository(database.db, sessions),
      new AccountRepository(database.db, sessions),
      mail,
      config.sessionSecret,
      app.log,
      options.now,
    ),
    settings,
    versions: new VersionRepository(database.db),
    hebrew,
    indexes,
    search,
    analytics: new AnalyticsRepository(database.db),
    concordance,
    offlinePacks: new OfflinePacks(
      config.dataDir === 'memory://'
        ? mkdtempSync(path.join(tmpdir(), 'offline-packs-'))
        : path.join(config.dataDir, 'offline-packs'),
      indexes,
      reader.chapters,
      concordance,
    ),
    reader,
    commentary: new CommentaryService({
      module: (id) => study.commentaries[id].module,
      version: (code) => search.version(code),
      referenceData: reader.referenceData,
      enabled: (id) => studySources.enabled(study.commentaries[id].id),
    }),
    studyMarks: createStudyService(database.db, search, reader.referenceData),
    bibleUploads,
    sqlTools: new SqlToolsService(database.db, bibleUploads),
    siteContent: new SiteContentService(database.db, options.siteContent),
    timelineEvents: new ReaderEventsService(database.db),
    curriculum: new CurriculumService(database.db, options.now),
    jobs,
    mail,
    mailAdmin: new MailAdminService(mail, config, settings),
    wordOfDay,
    bot,
    devotional,
    devotionalReminders,
    donations: new DonationsService(database.db, config, settings, mail, app.log),
    dictionary,
    topics,
    studySources,
    study,
    verseAll: new VerseAllService({
      versions: () => indexes.all(),
      referenceData: reader.referenceData,
      crossReferences: () => services.crossReferences,
      commentary: () => services.commentary,
      topics: () => services.topics,
      dictionary: () => services.dictionary,
    }),
    crossReferences: new CrossReferencesService(
      study.crossReferences,
      studySources,
      search,
      new ReferenceDataStore(new ReaderRepository(database.db)),
    ),
  };
  // `xref:` in the search language reads the cross-references (core/search/query-fields.ts).
  registerFieldResolver('xref', (node) => services.crossReferences.pointingTo(node.key));
  study.crossReferences.onChange(fieldsChanged);
  return services;
}

/** Starts what runs beside the requests (notifications, pruning, imports, jobs, the bot), each stopped on close. */
async function startBackgroundWork(app: App, options: BuildAppOptions): Promise<void> {
  const { database } = options;
  const { indexes, settings, mail, wordOfDay, bot, jobs, devotionalReminders } = app.services;
  app.addHook('onClose', () => app.services.siteContent.flushImpressions().catch(() => undefined));
  await indexes.listen(database);
  app.addHook('onClose', () => indexes.close());
  // A setting changed on any instance takes effect here without a restart (decision 130).
  await settings.listen(database);
  app.addHook('onClose', () => settings.close());
  // A session ended or an account changed on any instance is forgotten here (decision 366).
  await app.services.auth.listen(database);
  app.addHook('onClose', () => app.services.auth.close());
  // A reader's marks written on any instance are dropped from every instance's study cache (decision 365).
  await app.services.studyMarks.listen(database);
  app.addHook('onClose', () => app.services.studyMarks.close());
  const stopPruning = startPruning(database.db, app.log);
  app.addHook('onClose', () => stopPruning());
  // Every instance runs queued imports of uploaded files, in the job queue's lane of imports (decision 120).
  await registerImportJob(jobs, database.db, app.log, options.importWorker);
  // The one job runner (decision 140): the outbox, and the daily and scheduled jobs of other areas.
  await mail.start();
  await wordOfDay.start();
  // The ADMIN BOT (issue 17): scheduled checks, and request errors counted in memory, written in batches.
  await bot.start();
  app.addHook('onClose', () => bot.stop());
  app.addHook('onResponse', (request, reply, done) => {
    // A 404 of a call a page's render made is the page's own 404, counted once as the page's address; a server
    // error is the server's, whoever asked (decision 280).
    if (reply.statusCode === 404 && !isInnerCall(request))
      bot.errorCounter.count(NOT_FOUND_ERROR, request.url);
    else if (reply.statusCode >= 500)
      bot.errorCounter.count(
        serverErrorType(reply.statusCode),
        request.url,
        `${request.method} ${request.routeOptions.url ?? request.url}`,
      );
    done();
  });
  // Prometheus metrics for operators, off until the metrics.token setting is set (decision 184).
  registerMetrics(app, createMetrics(database.db, jobs));

  await devotionalReminders.start();
  await jobs.start();
  app.addHook('onClose', () => jobs.stop());
  app.addHook('onClose', () => app.services.studySources.stop());
}

/** The hooks and plugins every request passes through, in the order they must run. */
async function registerPlugins(
  app: App,
  options: BuildAppOptions,
  securityHeaders: SecurityHeaders,
): Promise<void> {
  registerErrorHandler(app);
  registerRequestLog(app);
  registerCompression(app);
  registerSecurity(app, securityHeaders);
  registerPersonalAnswers(app);
  registerRequestHygiene(app);
  // Counts are shared through the server only when the operator runs several instances (SHARED_LIMITS, decision
  // 378): a single instance, and the embedded database, count in memory, where it costs nothing.
  const shared =
    options.config.sharedLimits && options.database.pool
      ? new SharedCountsRepository(options.database.pool)
      : undefined;
  await app.register(cookie, { secret: options.config.sessionSecret });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => errors.tooManyRequests(),
    // Below the limit an answer says nothing of it: three headers on every search, chapter and entry, which no
    // reader's page reads (decision 250). A refused request still says when to retry (`Retry-After`).
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    ...(options.requestLimits === false ? { allowList: () => true } : {}),
    // Several instances on one server count each address once, in the database (decision 363); a database
    // that does not answer lets the request through rather than failing reads served from memory.
    ...(shared ? { store: sharedRateLimitStore(shared), skipOnError: true } : {}),
  });
  registerCostGate(
    app,
    options.requestLimits === false
      ? { ...COST_GATE_LIMITS, perAddress: Number.POSITIVE_INFINITY, waiting: Number.POSITIVE_INFINITY }
      : COST_GATE_LIMITS,
    options.requestLimits === false ? undefined : shared,
  );
  await registerOpenApi(app);
}

/** Every route: the admin area's through its plugin, then the public ones, then the web app's pages. */
async function registerRoutes(app: App, options: BuildAppOptions): Promise<void> {
  // Admin route files go in this list, never through app.register (server/admin/admin.plugin.ts).
  await registerAdminRoutes(app, [
    bibleDataRoutes,
    sqlToolsRoutes,
    settingsRoutes,
    siteContentAdminRoutes,
    mailRoutes,
    jobsRoutes,
    botRoutes,
    donationsAdminRoutes,
    ...(options.extraAdminRoutes ?? []),
  ]);

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(siteContentPublicRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(versionRoutes);
  await app.register(searchRoutes);
  await app.register(strongsRoutes);
  await app.register(offlineRoutes);
  await app.register(concordanceRoutes);
  await app.register(hebrewRoutes);
  await app.register(hebrewAudioRoutes);
  await app.register(timelineRoutes);
  await app.register(dictionaryRoutes);
  await app.register(topicsRoutes);
  await app.register(studyRoutes);
  await app.register(curriculumRoutes);
  await app.register(readerRoutes);
  await app.register(commentaryRoutes);
  await app.register(lookupRoutes);
  await app.register(crossReferenceRoutes);
  await app.register(verseAllRoutes);
  await app.register(grammarRoutes);
  await app.register(devRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(clientErrorRoutes);
  await app.register(devotionalRoutes);
  await app.register(donationsRoutes);
  await app.register(seoRoutes);

  await registerWebApp(app, options.webRoot ?? path.join(projectRoot, 'dist', 'web'), {
    limitRenders: options.requestLimits !== false,
  });
}

/** Builds the Fastify app: used by the start command and by the tests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const securityHeaders = createSecurityHeaders(options.config);
  const app = createFastify(options, securityHeaders);
  app.decorate('config', options.config);
  app.decorate('database', options.database);
  app.decorate('readiness', new Readiness());
  app.decorate('services', buildServices(app, options));
  await startBackgroundWork(app, options);
  await registerPlugins(app, options, securityHeaders);
  await registerRoutes(app, options);
  return app;
}
