import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_09: CourseWeek = {
  week: 9,
  theme: 'Ruth and Samuel: faithful love and a listening heart',
  summary:
    'In the dark days of the judges, God showed his quiet, faithful kindness through Ruth and Boaz, and raised up Samuel, a boy who listened to him, to lead Israel towards its kings.',
  passages: ['Ruth 1:1-22', 'Ruth 2:1-4:22', '1 Samuel 1:1-3:21', '1 Samuel 8:1-22'],
  memoryVerse: {
    reference: '1 Samuel 3:10',
    text: 'And the LORD came, and stood, and called as at other times, Samuel, Samuel. Then Samuel answered, Speak; for thy servant heareth.',
  },
  keyWords: [
    {
      english: 'kindness',
      strongs: 'H2617',
      note: 'Chesed: loyal, covenant love that keeps going when it does not have to; it is the thread running through Ruth.',
    },
    {
      english: 'kinsman',
      strongs: 'H1350',
      note: "Goel: the near relative who buys back land and rescues family in need; Boaz is Ruth's kinsman-redeemer.",
    },
    {
      english: 'heareth',
      strongs: 'H8085',
      note: 'Shama: to hear, and so to listen and obey; Samuel\'s answer is "Speak; for thy servant heareth."',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'Whither thou goest',
      reading: 'Ruth 1:1-22',
      teaching:
        'In the days when the judges ruled, a famine drives Naomi\'s family from Bethlehem to Moab. There her husband and both her sons die. Naomi decides to go home, and tells her Moabite daughters-in-law to stay in their own land.\n\nOrpah kisses her goodbye, but Ruth clings to her: "whither thou goest, I will go ... thy people shall be my people, and thy God my God." Ruth chooses Naomi, and Naomi\'s God, when there is nothing to gain. Naomi comes home saying, "call me Mara" (bitter); she cannot yet see what God is doing.',
      questions: [
        "Why did Naomi's family go to Moab, and what happened there?",
        'What did Ruth promise Naomi in verses 16-17?',
        'Why did Naomi want to be called Mara?',
        'What time of year was it when they reached Bethlehem (verse 22)?',
      ],
      activity: "On a map, find Bethlehem and Moab and trace Naomi and Ruth's journey across the Jordan.",
      gradeNotes: {
        younger: 'Draw Ruth and Naomi walking together and write Ruth 1:16 underneath.',
        older: "Read Deuteronomy 23:3 and write why Ruth's welcome into Israel is so surprising.",
      },
    },
    {
      day: 2,
      title: 'Under his wings',
      reading: 'Ruth 2:1-23',
      teaching:
        'Ruth goes to glean, picking up the grain the harvesters leave behind, which God\'s Law said must be left for the poor and the stranger (Leviticus 19:9-10). "Her hap was to light" on the field of Boaz, a relative of Naomi. It looks like chance; it is God\'s care.\n\nBoaz is kind to her far beyond what the Law required, and he blesses her: may the LORD reward you, "under whose wings thou art come to trust". Naomi begins to hope again: "Blessed be he of the LORD, who hath not left off his kindness."',
      questions: [
        'What is gleaning, and why was Ruth allowed to do it?',
        'How did Boaz show kindness to Ruth?',
        'What picture does Boaz use for trusting God in verse 12?',
        "How does Naomi's mood change at the end of the chapter?",
      ],
      activity:
        'Find a way to "leave something for the gleaners" this week: give food or help to someone in need.',
    },
    {
      day: 3,
      title: 'The kinsman-redeemer',
      reading: 'Ruth 4:1-22',
      teaching:
        'In chapter 3 Ruth asks Boaz to act as her "near kinsman", the relative who could buy back a family\'s land and care for a widow. Boaz gladly agrees, but first he gives a nearer relative the chance. At the city gate that man refuses, and Boaz redeems the land and marries Ruth.\n\nTheir son Obed becomes the grandfather of King David. A foreign widow becomes great-grandmother of Israel\'s greatest king, and an ancestor of Jesus (Matthew 1:5). Jesus is our kinsman-redeemer: he became one of us to buy us back.',
      questions: [
        'What did a kinsman-redeemer do?',
        'Why did the nearer kinsman refuse?',
        'What do the women of Bethlehem say to Naomi in verse 14?',
        'Whose great-grandmother did Ruth become?',
      ],
      activity: 'Draw the family line from Boaz and Ruth to David (verses 17-22).',
      gradeNotes: {
        younger: 'Talk about what it means to "redeem" something, like getting back something you had lost.',
        older: 'Read Galatians 4:4-5 and write how Jesus is like Boaz the kinsman-redeemer.',
      },
    },
    {
      day: 4,
      title: 'Speak; for thy servant heareth',
      reading: '1 Samuel 3:1-21',
      teaching:
        'Hannah had prayed for a son and promised to give him back to the LORD (1 Samuel 1). Her son Samuel grows up serving in the tabernacle at Shiloh under old Eli the priest. In those days "the word of the LORD was precious", rarely heard.\n\nOne night the LORD calls, "Samuel!" Three times the boy runs to Eli, until Eli understands and tells him how to answer: "Speak, LORD; for thy servant heareth." God speaks to a child, and Samuel grows into a prophet whose words God lets none "fall to the ground".',
      questions: [
        "Who was Samuel's mother, and what had she promised?",
        'How many times did Samuel run to Eli before he knew who was calling?',
        'What did Eli tell Samuel to say?',
        'How can you "listen" to God today?',
      ],
      activity:
        'Begin learning 1 Samuel 3:10. Keep a quiet five minutes each day this week to read and listen.',
      gradeNotes: {
        younger: 'Act out the story, taking turns as Samuel, Eli and the narrator.',
        older: "Read Hannah's prayer in 1 Samuel 2:1-10 and compare it with Mary's song in Luke 1:46-55.",
      },
    },
    {
      day: 5,
      title: 'Give us a king',
      reading: '1 Samuel 8:1-22',
      teaching:
        'When Samuel is old, the people ask for a king "like all the nations". Samuel is hurt, but God tells him, "they have not rejected thee, but they have rejected me, that I should not reign over them."\n\nGod warns them what kings will take: their sons, daughters, fields and freedom. Still the people insist, and God lets them have what they ask. Saul becomes the first king, tall and impressive, but he does not obey God. The story is waiting for a better king.',
      questions: [
        'Why did the people want a king?',
        'Whom were they really rejecting, according to verse 7?',
        'What did Samuel warn that a king would take?',
        'Why is it dangerous to want to be "like all the nations"?',
      ],
      activity:
        'Recite 1 Samuel 3:10. Write a list of what a good king would be like, and keep it for next week.',
    },
  ],
};
