import type { FastifyInstance } from 'fastify';
import { homeToday } from '@crm/shared/contracts/home';
import { route } from '../../platform/http/contract-route';
import { homeTodayOf } from './home-today';

export async function homeRoutes(app: FastifyInstance) {
  route(app, homeToday, (_input, context) => homeTodayOf(context));
}
