import { contractGroup } from '../contract';
import {
  academicPage,
  actionDetailQuery,
  actionDetailSchema,
  actionsByDataTypeQuery,
  activenessQuery,
  activenessSchema,
  activityInfoQuery,
  activityRangeParams,
  activityRangeSchema,
  activitySchema,
  countByTypeSchema,
  doctorIdParams,
  doctorOnlyQuery,
  doctorPairQuery,
  doctorRelationSchema,
  fundSchema,
  guideSchema,
  kolFilterQuery,
  kolListQuery,
  kolListSchema,
  kolOptionsSchema,
  kolProvinceSchema,
  kolScoreSchema,
  liveSchema,
  meetingSchema,
  networkChartQuery,
  networkChartSchema,
  networkDoctorQuery,
  networkDoctorRowSchema,
  networkTableQuery,
  networkTableRowSchema,
  paperRangeSchema,
  paperSchema,
  patentSchema,
  profileListQuery,
  projectRangeSchema,
  relationListQuery,
  relationSchema,
  relationTypeCountSchema,
  researchSchema,
} from './academic-schemas';

/**
 * The doctor profile's academic data and interactions, the academic network and KOL mapping (spec
 * 2.5, 7.5; decision 9). Every profile section answers 404 outside the caller's data range, and a
 * drug whose academic data is withheld answers an empty page with the notice.
 */

/** Access named after the menu entries the calls belong to. */
const PROFILE_VIEW = { permission: 'customer:doctorProfile:view' } as const;
const NETWORK_VIEW = { permission: 'insight:academicNetwork:view' } as const;
const KOL_VIEW = { permission: 'customer:kol:view' } as const;

/** The doctor profile's academic sections and colleagues. */
const profileCall = contractGroup({ method: 'GET', tags: ['doctor profile'], access: PROFILE_VIEW });
/** The doctor's interactions. */
const interactionCall = contractGroup({ method: 'GET', tags: ['doctor interaction'], access: PROFILE_VIEW });
/** The academic network of Insights. */
const networkCall = contractGroup({ method: 'GET', tags: ['academic network'], access: NETWORK_VIEW });
/** KOL mapping. */
const kolCall = contractGroup({ method: 'GET', tags: ['KOL mapping'], access: KOL_VIEW });

export const paperRange = profileCall({
  path: '/get/paper/range/:id',
  summary: 'Papers, first-authored papers and citations of a doctor per year',
  params: doctorIdParams,
  result: paperRangeSchema,
});

export const paperList = profileCall({
  path: '/get/paper/info',
  summary: 'Papers of a doctor with their co-authors, newest first',
  query: profileListQuery,
  result: academicPage(paperSchema),
});

export const guideList = profileCall({
  path: '/get/guide/info',
  summary: 'Guidelines a doctor helped write, with the committee',
  query: profileListQuery,
  result: academicPage(guideSchema),
});

export const meetingList = profileCall({
  path: '/get/meeting/info',
  summary: 'Academic meetings of a doctor, newest first',
  query: profileListQuery,
  result: academicPage(meetingSchema),
});

export const liveList = profileCall({
  path: '/get/live/info',
  summary: 'Live sessions a doctor gave, newest first',
  query: profileListQuery,
  result: academicPage(liveSchema),
});

export const researchList = profileCall({
  path: '/get/research/info',
  summary: 'Clinical research of a doctor, newest first (filterable by drug through its indications)',
  query: profileListQuery,
  result: academicPage(researchSchema),
});

export const fundList = profileCall({
  path: '/get/fund/info',
  summary: 'Fund projects of a doctor, newest first',
  query: profileListQuery,
  result: academicPage(fundSchema),
});

export const patentList = profileCall({
  path: '/get/patent/info',
  summary: 'Patents of a doctor, newest first',
  query: profileListQuery,
  result: academicPage(patentSchema),
});

export const activityList = profileCall({
  path: '/get/activity/info',
  summary: 'The activity timeline: papers, guidelines, meetings, live sessions, research, funds, patents and activities',
  query: activityInfoQuery,
  result: academicPage(activitySchema),
});

export const activityRange = profileCall({
  path: '/get/activity/range/:startYear/:endYear',
  summary: 'Counts of each kind of activity per year, for the timeline header',
  params: activityRangeParams,
  query: doctorOnlyQuery,
  result: activityRangeSchema,
});

export const projectRange = profileCall({
  path: '/get/project/range/:id',
  summary: 'Clinical research, fund projects and patents of a doctor per year',
  params: doctorIdParams,
  result: projectRangeSchema,
});

export const interactionActiveness = interactionCall({
  path: '/doctor/action/activeness',
  summary: 'Interactions per day or month: total, medical education, live sessions, surveys (zero-filled)',
  query: activenessQuery,
  result: activenessSchema,
});

export const interactionKinds = interactionCall({
  path: '/doctor/action/statistical',
  summary: 'How often a doctor did each kind of interaction, most frequent first',
  query: doctorOnlyQuery,
  result: countByTypeSchema,
});

export const interactionChannels = interactionCall({
  path: '/doctor/action/tendency',
  summary: 'Where a doctor interacts (enterprise WeChat, app, web, SMS link)',
  query: doctorOnlyQuery,
  result: countByTypeSchema,
});

export const interactionTimeline = interactionCall({
  path: '/doctor/action/detail',
  summary: 'The interaction timeline of a doctor, newest first',
  query: actionDetailQuery,
  result: academicPage(actionDetailSchema),
});

export const interactionsByDataType = interactionCall({
  path: '/action/find/by/list/dataType',
  summary: 'The interaction timeline restricted to some data types (dataType repeated, without indices)',
  query: actionsByDataTypeQuery,
  result: academicPage(actionDetailSchema),
});

export const educationTopics = interactionCall({
  path: '/API-EDUCATION/educate/tendency',
  tags: ['education platform'],
  summary: 'What a doctor studies on the education platform, by disease area',
  query: doctorOnlyQuery,
  result: countByTypeSchema,
});

export const relationTypeCounts = profileCall({
  path: '/relation/findRelationType/list/:id',
  summary: 'How many colleagues a doctor has per kind of tie',
  params: doctorIdParams,
  result: relationTypeCountSchema,
});

export const relationList = profileCall({
  path: '/relation/findBy/list',
  summary: 'A doctor’s colleagues (co-authors, committees, societies, department, teachers and students), strongest ties first',
  query: relationListQuery,
  result: academicPage(relationSchema),
});

export const networkCentreChart = networkCall({
  path: '/academicNetwork/doctorAcademicNetworkCenterChart',
  summary: 'The network around a doctor: direct ties and, at depth 2, their ties',
  query: networkChartQuery,
  result: networkChartSchema,
});

export const networkCentreTable = networkCall({
  path: '/academicNetwork/doctorAcademicNetworkCenterTable',
  summary: 'The centre doctor’s direct ties as a table, strongest first',
  query: networkTableQuery,
  result: academicPage(networkTableRowSchema),
});

export const networkDoctors = networkCall({
  path: '/academicNetwork/findRelationList',
  summary: 'Doctors of the caller’s data range with academic ties, most influential first, to centre the network on',
  query: networkDoctorQuery,
  result: academicPage(networkDoctorRowSchema),
});

export const doctorPairTies = networkCall({
  path: '/academicNetwork/findDoctorRelation',
  summary: 'What ties two doctors: shared papers and guidelines, societies, department, mentorship, common colleagues',
  query: doctorPairQuery,
  result: doctorRelationSchema,
});

export const kolList = kolCall({
  path: '/kol/mapping/list',
  summary: 'KOLs ranked by influence score, filtered by therapeutic area, indication, drug, region, tier or name',
  query: kolListQuery,
  result: kolListSchema,
});

export const kolProvinces = kolCall({
  path: '/kol/mapping/province',
  summary: 'KOLs per province and tier, for the map (same filters as the list)',
  query: kolFilterQuery,
  result: kolProvinceSchema,
});

export const kolScore = kolCall({
  path: '/kol/mapping/score/:id',
  summary: 'One doctor’s influence score, rank, tier and the breakdown that explains them',
  params: doctorIdParams,
  result: kolScoreSchema,
});

export const kolOptions = kolCall({
  path: '/kol/mapping/options',
  summary: 'Choices of the KOL filters: therapeutic areas, indications, drugs (with the withheld flag), provinces with KOLs',
  result: kolOptionsSchema,
});
