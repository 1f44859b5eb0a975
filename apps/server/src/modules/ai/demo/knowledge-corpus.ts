/**
 * The demo knowledge base: product monographs and internal procedures in Chinese and English,
 * uploaded as documents into both demo tenants. The evaluation gold set (bench/ai/gold.json) asks
 * questions whose answers are in these texts. Product names are the demo catalogue's brands.
 */
export interface CorpusDocument {
  key: string;
  title: string;
  text: string;
}

export const KNOWLEDGE_CORPUS: CorpusDocument[] = [
  {
    key: 'esc-zh',
    title: '思瑞宁（艾司西酞普兰）产品手册.pdf',
    text: `思瑞宁适用于治疗成人抑郁症和广泛性焦虑障碍。
成人常用起始剂量为每日一次 10 mg，根据患者反应可增加至每日最大剂量 20 mg。
65 岁及以上老年患者的起始剂量为每日 5 mg，最大剂量为每日 10 mg。
轻中度肝功能损害患者前两周建议每日 5 mg，之后可增至每日 10 mg。
思瑞宁可引起剂量依赖性的 QT 间期延长，已知 QT 间期延长或先天性长 QT 综合征患者禁用。
禁止与单胺氧化酶抑制剂（MAOI）或匹莫齐特合用。
抗抑郁作用通常在治疗 2 至 4 周后出现，症状缓解后应继续治疗至少 6 个月。
停药时应在 1 至 2 周内逐渐减量，以避免撤药反应。`,
  },
  {
    key: 'esc-en',
    title: 'Siruning (escitalopram) prescribing summary.pdf',
    text: `Siruning is indicated for major depressive disorder and generalized anxiety disorder in adults.
The usual starting dose is 10 mg once daily, which may be increased to a maximum of 20 mg daily.
In elderly patients aged 65 and over the starting dose is 5 mg daily and the maximum dose is 10 mg daily.
Siruning causes a dose-dependent prolongation of the QT interval and is contraindicated in patients with known QT prolongation.
It must not be combined with monoamine oxidase inhibitors or pimozide.
When stopping treatment, reduce the dose gradually over one to two weeks to avoid discontinuation symptoms.`,
  },
  {
    key: 'vor-zh',
    title: '沃安达（伏硫西汀）产品手册.docx',
    text: `沃安达用于治疗成人抑郁症。
推荐起始剂量和常用剂量为每日一次 10 mg，可根据个体反应在每日 5 mg 至 20 mg 之间调整。
65 岁及以上患者的起始剂量为每日 5 mg。
最常见的不良反应是恶心，多为轻中度，通常在治疗前两周内出现并逐渐消退。
沃安达可与食物同服或空腹服用。
与强效 CYP2D6 抑制剂（如安非他酮）合用时，沃安达剂量应减半。`,
  },
  {
    key: 'vor-en',
    title: 'Voranda (vortioxetine) product monograph.docx',
    text: `Voranda is indicated for the treatment of major depressive disorder in adults.
The recommended starting dose is 10 mg once daily; the dose may be adjusted between 5 mg and 20 mg daily.
The most common adverse reaction is nausea, usually mild to moderate and transient.
Voranda can be taken with or without food.
When a strong CYP2D6 inhibitor such as bupropion is added, the dose of Voranda should be halved.`,
  },
  {
    key: 'ari-zh',
    title: '安立复（阿立哌唑）产品手册.pdf',
    text: `安立复用于治疗精神分裂症。
成人推荐起始剂量为每日 10 mg 或 15 mg，每日一次，最大剂量为每日 30 mg。
13 至 17 岁青少年精神分裂症患者起始剂量为每日 2 mg，逐步增加至目标剂量每日 10 mg。
静坐不能是常见的不良反应，多在治疗早期出现。
与强效 CYP3A4 或 CYP2D6 抑制剂合用时，安立复剂量应减为常用剂量的一半。
与其他抗精神病药相比，安立复引起体重增加和血脂异常的风险较低。`,
  },
  {
    key: 'ari-en',
    title: 'Anlifu (aripiprazole) prescribing summary.pdf',
    text: `Anlifu is indicated for schizophrenia.
In adults the recommended starting dose is 10 or 15 mg once daily, up to a maximum of 30 mg daily.
Akathisia is a common adverse reaction, most often early in treatment.
With strong CYP3A4 or CYP2D6 inhibitors the Anlifu dose should be reduced to half of the usual dose.`,
  },
  {
    key: 'ros-zh',
    title: '瑞脂康（瑞舒伐他汀）产品手册.pdf',
    text: `瑞脂康用于原发性高胆固醇血症和混合型血脂异常患者，作为饮食控制的辅助治疗。
常用起始剂量为每日一次 5 mg 或 10 mg，亚洲患者的最大剂量为每日 20 mg。
亚洲患者的血药浓度约为白种人的两倍，应从较低剂量开始。
服药期间如出现不明原因的肌肉疼痛、无力，应检测肌酸激酶（CK），CK 明显升高时停药。
活动性肝病患者、妊娠期和哺乳期妇女以及正在使用环孢素的患者禁用瑞脂康。
瑞脂康可在一天中任何时间服用，可与食物同服或空腹服用。`,
  },
  {
    key: 'ros-en',
    title: 'Ruizhikang (rosuvastatin) product monograph.pdf',
    text: `Ruizhikang is indicated as an adjunct to diet for primary hypercholesterolaemia and mixed dyslipidaemia.
The usual starting dose is 5 mg or 10 mg once daily; in Asian patients the maximum dose is 20 mg daily.
Patients should report unexplained muscle pain or weakness, and creatine kinase should be measured.
Ruizhikang is contraindicated in active liver disease, in pregnancy and with ciclosporin.`,
  },
  {
    key: 'dap-zh',
    title: '达格宁（达格列净）产品手册.docx',
    text: `达格宁用于成人 2 型糖尿病患者的血糖控制，也用于慢性心力衰竭和慢性肾脏病患者。
推荐剂量为每日一次 10 mg，可在一天中任何时间服用，不受进食影响。
常见不良反应包括生殖器真菌感染和尿路感染，应告知患者注意个人卫生。
使用期间可能发生糖尿病酮症酸中毒，即使血糖不高也应警惕。
估算肾小球滤过率（eGFR）低于 25 mL/min/1.73m² 的患者不建议开始使用达格宁控制血糖。
计划手术前应至少停药 3 天。`,
  },
  {
    key: 'dap-en',
    title: 'Dagening (dapagliflozin) prescribing summary.docx',
    text: `Dagening is indicated for glycaemic control in adults with type 2 diabetes, and for heart failure and chronic kidney disease.
The recommended dose is 10 mg once daily at any time of day, with or without food.
Genital mycotic infections and urinary tract infections are common adverse reactions.
Diabetic ketoacidosis can occur, even with normal blood glucose.
Withhold Dagening for at least 3 days before scheduled surgery.`,
  },
  {
    key: 'pv-zh',
    title: '不良事件报告管理规程.docx',
    text: `员工在任何场合获知与公司产品相关的不良事件，均须在获知后 24 小时内报告药物警戒部。
报告内容至少包括可识别的患者、可识别的报告者、可疑产品和不良事件描述四项要素。
报告可通过药物警戒邮箱或不良事件上报系统提交，电话报告后须补交书面记录。
严重不良事件由药物警戒部在 15 日内向监管部门递交报告。`,
  },
  {
    key: 'pv-en',
    title: 'Adverse event reporting procedure.docx',
    text: `Any employee who becomes aware of an adverse event involving a company product must report it to Pharmacovigilance within 24 hours.
A valid report needs four elements: an identifiable patient, an identifiable reporter, a suspect product and a description of the event.
Serious adverse events are reported by Pharmacovigilance to the regulator within 15 days.`,
  },
  {
    key: 'meet-zh',
    title: '学术会议合规要求.pdf',
    text: `学术会议须在召开前至少 10 个工作日提交申请并获得合规审批。
讲者劳务费须符合公允市场价值标准，并签署讲者服务协议。
会议餐费标准为每人每餐不超过 300 元，不得提供娱乐或旅游活动。
会议结束后 30 日内须上传签到表、会议照片和发票完成结案。`,
  },
  {
    key: 'meet-en',
    title: 'Scientific meeting compliance rules.pdf',
    text: `A scientific meeting must be submitted for compliance approval at least 10 working days before it takes place.
Speaker fees must follow fair market value and require a signed speaker service agreement.
Meals may not exceed 300 yuan per person per meal, and no entertainment or leisure travel may be offered.
Within 30 days after the meeting, the sign-in sheet, photos and invoices must be uploaded to close it.`,
  },
  {
    key: 'sample-zh',
    title: '样品管理规定.docx',
    text: `产品样品只能提供给具有处方资格的医疗卫生专业人士，每次发放须由医生签收。
医药代表每季度须对持有的样品进行盘点，并在系统中提交盘点结果。
过期或破损的样品须退回仓库统一销毁，不得自行丢弃。`,
  },
];

/** One document per tenant that the other tenant must never see. */
export const TENANT_ONLY_DOCUMENTS: Record<string, CorpusDocument> = {
  kangning: {
    key: 'kangning-only',
    title: '康宁医药 KN-707 项目简报.docx',
    text: `KN-707 是康宁医药正在开展的一项长效注射剂临床项目，目前处于二期临床阶段。
KN-707 项目的首批受试者入组于 2026 年 3 月完成。`,
  },
  huaze: {
    key: 'huaze-only',
    title: '华泽生物 HZ-301 项目简报.docx',
    text: `HZ-301 是华泽生物的口服小分子候选药物，用于难治性高血压，目前处于一期临床阶段。
HZ-301 项目的安全性评估会议每月召开一次。`,
  },
};
