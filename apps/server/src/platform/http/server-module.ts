import type { FastifyPluginAsync } from 'fastify';
import type { DemoSeeder } from '../../db/seed/demo';
import type { ServiceHost } from '../service-host';

/** A plugin of routes registered under a URL prefix (each route from its contract). */
export interface ModuleRoutes {
  /** Where the plugin's contracts live: `/prod-api`, `/prod-api/API-SYSTEM`, … */
  prefix: string;
  plugin: FastifyPluginAsync;
}

/**
 * What a server module gives the app, exported by its front door `modules/<name>/index.ts`: the
 * app, the job runner and the demo seed loop over one list of these (modules/index.ts), so adding
 * a module is its folder, its schema folder and a line in that list.
 */
export interface ServerModule {
  /** Its folder under modules/ (and db/schema/). */
  name: string;
  /**
   * The modules it may import (through their front doors) and whose tables it may read, one way
   * only: lint reads this list (eslint.boundaries.js) and refuses a cycle.
   */
  dependsOn: readonly string[];
  /** Its endpoints, registered in the order given. */
  routes?: readonly ModuleRoutes[];
  /** Registers its background jobs and their schedules on the host's queue. */
  jobs?: (host: ServiceHost) => void;
  /** Its part of a demo tenant's data; modules seed in the order of the list. */
  seedDemo?: DemoSeeder;
  /** Figures computed from every module's demo data (scores, indexes): run after every module's seed, in list order. */
  deriveDemo?: DemoSeeder;
}
