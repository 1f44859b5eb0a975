import { defineContract } from '../contract';
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
} from '../academic-schemas';

/**
 * The doctor profile's academic data and interactions, the academic network and KOL mapping (spec
 * 2.5, 7.5; decision 9). Every profile section answers 404 outside the caller's data range, and a
 * drug whose academic data is withheld answers an empty page with the notice.
 */

/** Access named after the menu entries the calls belong to. */
const PROFILE_VIEW = { permission: 'customer:doctorProfile:view' } as const;
const NETWORK_VIEW = { permission: 'insight:academicNetwork:view' } as const;
const KOL_VIEW = { permission: 'customer:kol:view' } as const;

// The doctor profile's academic sections.
const profile = ['doctor profile'];

export const paperRange = defineContract({
  method: 'GET',
  path: '/get/paper/range/:id',
  tags: profile,
  summary: 'Papers, first-authored papers and citations of a doctor per year',
  access: PROFILE_VIEW,
  params: doctorIdParams,
  result: paperRangeSchema,
});

export const paperList = defineContract({
  method: 'GET',
  path: '/get/paper/info',
  tags: profile,
  summary: 'Papers of a doctor with their co-authors, newest first',
  access: PROFILE_VIEW,
  query: profileListQuery,
  result: academicPage(paperSchema),
});

export const guideList = defineContract({
  method: 'GET',
  path: '/get/guide/info',
  tags: profile,
  summary: 'Guidelines a doctor helped write, with the committee',
  access: PROFILE_VIEW,
  query: profileListQuery,
  result: academicPage(guideSchema),
});

export const meetingList = defineContract({
  method: 'GET',
  path: '/get/meeting/info',
  tags: profile,
  summary: 'Academic meetings of a doctor, newest first',
  access: PROFILE_VIEW,
  query: profileListQuery,
  result: academicPage(meetingSchema),
});

export const liveList = defineContract({
  method: 'GET',
  path: '/get/live/info',
  tags: profile,
  summary: 'Live sessions a doctor gave, newest first',
  access: PROFILE_VIEW,
  query: profileListQuery,
  result: academicPage(liveSchema),
});

export const researchList = defineContract({
  method: 'GET',
  path: '/get/research/info',
  tags: profile,
  summary: 'Clinical research of a doctor, newest first (filterable by drug through its indications)',
  access: PROFILE_VIEW,
  query: profileListQuery,
  result: academicPage(researchSchema),
});

export const fundList = defineContract({
  method: 'GET',
  path: '/get/fund/info',
  tags: profile,
  summary: 'Fund projects of a doctor, newest first',
  access: PROFILE_VIEW,
  query: profileListQuery,
  result: academicPage(fundSchema),
});

export const patentList = defineContract({
  method: 'GET',
  path: '/get/patent/info',
  tags: profile,
  summary: 'Patents of a doctor, newest first',
  access: PROFILE_VIEW,
  query: profileListQuery,
  result: academicPage(patentSchema),
});

export const activityList = defineContract({
  method: 'GET',
  path: '/get/activity/info',
  tags: profile,
  summary: 'The activity timeline: papers, guidelines, meetings, live sessions, research, funds, patents and activities',
  access: PROFILE_VIEW,
  query: activityInfoQuery,
  result: academicPage(activitySchema),
});

export const activityRange = defineContract({
  method: 'GET',
  path: '/get/activity/range/:startYear/:endYear',
  tags: profile,
  summary: 'Counts of each kind of activity per year, for the timeline header',
  access: PROFILE_VIEW,
  params: activityRangeParams,
  query: doctorOnlyQuery,
  result: activityRangeSchema,
});

export const projectRange = defineContract({
  method: 'GET',
  path: '/get/project/range/:id',
  tags: profile,
  summary: 'Clinical research, fund projects and patents of a doctor per year',
  access: PROFILE_VIEW,
  params: doctorIdParams,
  result: projectRangeSchema,
});

// The doctor's interactions.
const interactions = ['doctor interaction'];

export const interactionActiveness = defineContract({
  method: 'GET',
  path: '/doctor/action/activeness',
  tags: interactions,
  summary: 'Interactions per day or month: total, medical education, live sessions, surveys (zero-filled)',
  access: PROFILE_VIEW,
  query: activenessQuery,
  result: activenessSchema,
});

export const interactionKinds = defineContract({
  method: 'GET',
  path: '/doctor/action/statistical',
  tags: interactions,
  summary: 'How often a doctor did each kind of interaction, most frequent first',
  access: PROFILE_VIEW,
  query: doctorOnlyQuery,
  result: countByTypeSchema,
});

export const interactionChannels = defineContract({
  method: 'GET',
  path: '/doctor/action/tendency',
  tags: interactions,
  summary: 'Where a doctor interacts (enterprise WeChat, app, web, SMS link)',
  access: PROFILE_VIEW,
  query: doctorOnlyQuery,
  result: countByTypeSchema,
});

export const interactionTimeline = defineContract({
  method: 'GET',
  path: '/doctor/action/detail',
  tags: interactions,
  summary: 'The interaction timeline of a doctor, newest first',
  access: PROFILE_VIEW,
  query: actionDetailQuery,
  result: academicPage(actionDetailSchema),
});

export const interactionsByDataType = defineContract({
  method: 'GET',
  path: '/action/find/by/list/dataType',
  tags: interactions,
  summary: 'The interaction timeline restricted to some data types (dataType repeated, without indices)',
  access: PROFILE_VIEW,
  query: actionsByDataTypeQuery,
  result: academicPage(actionDetailSchema),
});

export const educationTopics = defineContract({
  method: 'GET',
  path: '/API-EDUCATION/educate/tendency',
  tags: ['education platform'],
  summary: 'What a doctor studies on the education platform, by disease area',
  access: PROFILE_VIEW,
  query: doctorOnlyQuery,
  result: countByTypeSchema,
});

// Colleagues on the profile page, and the academic network of Insights.
const network = ['academic network'];

export const relationTypeCounts = defineContract({
  method: 'GET',
  path: '/relation/findRelationType/list/:id',
  tags: profile,
  summary: 'How many colleagues a doctor has per kind of tie',
  access: PROFILE_VIEW,
  params: doctorIdParams,
  result: relationTypeCountSchema,
});

export const relationList = defineContract({
  method: 'GET',
  path: '/relation/findBy/list',
  tags: profile,
  summary: 'A doctor’s colleagues (co-authors, committees, societies, department, teachers and students), strongest ties first',
  access: PROFILE_VIEW,
  query: relationListQuery,
  result: academicPage(relationSchema),
});

export const networkCentreChart = defineContract({
  method: 'GET',
  path: '/academicNetwork/doctorAcademicNetworkCenterChart',
  tags: network,
  summary: 'The network around a doctor: direct ties and, at depth 2, their ties',
  access: NETWORK_VIEW,
  query: networkChartQuery,
  result: networkChartSchema,
});

export const networkCentreTable = defineContract({
  method: 'GET',
  path: '/academicNetwork/doctorAcademicNetworkCenterTable',
  tags: network,
  summary: 'The centre doctor’s direct ties as a table, strongest first',
  access: NETWORK_VIEW,
  query: networkTableQuery,
  result: academicPage(networkTableRowSchema),
});

export const networkDoctors = defineContract({
  method: 'GET',
  path: '/academicNetwork/findRelationList',
  tags: network,
  summary: 'Doctors of the caller’s data range with academic ties, most influential first, to centre the network on',
  access: NETWORK_VIEW,
  query: networkDoctorQuery,
  result: academicPage(networkDoctorRowSchema),
});

export const doctorPairTies = defineContract({
  method: 'GET',
  path: '/academicNetwork/findDoctorRelation',
  tags: network,
  summary: 'What ties two doctors: shared papers and guidelines, societies, department, mentorship, common colleagues',
  access: NETWORK_VIEW,
  query: doctorPairQuery,
  result: doctorRelationSchema,
});

// KOL mapping.
const kol = ['KOL mapping'];

export const kolList = defineContract({
  method: 'GET',
  path: '/kol/mapping/list',
  tags: kol,
  summary: 'KOLs ranked by influence score, filtered by therapeutic area, indication, drug, region, tier or name',
  access: KOL_VIEW,
  query: kolListQuery,
  result: kolListSchema,
});

export const kolProvinces = defineContract({
  method: 'GET',
  path: '/kol/mapping/province',
  tags: kol,
  summary: 'KOLs per province and tier, for the map (same filters as the list)',
  access: KOL_VIEW,
  query: kolFilterQuery,
  result: kolProvinceSchema,
});

export const kolScore = defineContract({
  method: 'GET',
  path: '/kol/mapping/score/:id',
  tags: kol,
  summary: 'One doctor’s influence score, rank, tier and the breakdown that explains them',
  access: KOL_VIEW,
  params: doctorIdParams,
  result: kolScoreSchema,
});

export const kolOptions = defineContract({
  method: 'GET',
  path: '/kol/mapping/options',
  tags: kol,
  summary: 'Choices of the KOL filters: therapeutic areas, indications, drugs (with the withheld flag), provinces with KOLs',
  access: KOL_VIEW,
  result: kolOptionsSchema,
});
