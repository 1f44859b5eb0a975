/**
 * What doctors say about a drug, as reps write it down after a visit. `{drug}` is the brand or the
 * generic name. Each pool mixes plain, negated and two-sided statements.
 */
export const NOTES_BY_STANCE = {
  POSITIVE: [
    '医生反馈{drug}起效比较快，门诊患者复诊时症状和指标都有改善，表示会继续使用。',
    '主任认可{drug}的疗效数据，说科室新患者会优先考虑。',
    '医生说用{drug}的患者没有出现明显的不良反应，依从性好。',
    '虽然{drug}价格偏高，但医生认为疗效确切，值得给合适的患者用。',
    '医生提到之前担心{drug}的胃肠道反应，现在看大部分患者都能耐受，很满意。',
    '医生在科室会上主动分享了{drug}的两个成功病例，评价很高。',
    '医生说{drug}的副作用小，老年患者家属也比较放心。',
    '医生表示不再顾虑{drug}的安全性，计划增加处方。',
    '复诊患者反馈很好，医生说{drug}是他现在的首选之一。',
    '医生认为{drug}的长期数据扎实，愿意在合并症患者中使用。',
  ],
  NEGATIVE: [
    '医生反映{drug}价格太贵，很多患者负担不起，近期处方减少。',
    '医生说用{drug}的几个患者恶心比较明显，有两例已经停药。',
    '医生认为{drug}的证据还不够充分，暂时不会常规使用。',
    '虽然{drug}的数据不错，但医生说医院采购困难，基本没法开。',
    '医生说{drug}对重度患者效果一般，更愿意用老药。',
    '医生对{drug}的长期安全性有顾虑，表示先观察。',
    '医生说{drug}起效太慢，急性期患者等不了，已经换用其他药。',
    '主任并不认可{drug}的临床获益，认为样本量太小。',
    '医生说患者用{drug}后出现头晕，家属抱怨，考虑换药。',
    '医生觉得{drug}和同类药相比没有优势，不会多开。',
  ],
  NEUTRAL: [
    '医生询问{drug}与其他药物的相互作用，已提供说明书和文献。',
    '向医生介绍了{drug}的最新研究数据，医生表示会再看看。',
    '医生想了解{drug}在肾功能不全患者中的剂量调整。',
    '医生说{drug}要结合患者情况评估，还需要更多病例再下结论。',
    '医生问到{drug}的医保报销政策，已转达市场部。',
    '本次主要递送{drug}的患者教育材料，医生门诊较忙。',
    '医生表示{drug}的处方需要和主任商量。',
    '邀请医生参加{drug}的城市会，医生说看时间安排。',
  ],
} as const;

/** Paper titles that take a side on a drug; `{generic}` is its generic name, `{indication}` a disease. */
export const PAPER_TITLES = {
  POSITIVE: [
    '{generic}显著改善{indication}患者的临床结局：一项多中心真实世界研究',
    '{generic}治疗{indication}的疗效与耐受性良好：前瞻性队列研究',
    '{generic}改善{indication}患者长期预后的回顾性分析',
  ],
  NEGATIVE: ['{generic}治疗{indication}的不良反应较多：单中心回顾性分析', '{generic}在{indication}患者中疗效有限的观察性研究'],
} as const;
