import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_16: CourseWeek = {
  week: 16,
  theme: 'The miracles of Jesus: signs of who he is',
  summary:
    "Jesus' miracles showed his power over sin, nature, sickness and death, and his compassion for people in need; they are signs written so that we may believe that Jesus is the Christ, the Son of God.",
  passages: ['Mark 2:1-12', 'Mark 4:35-5:43', 'John 6:1-21', 'John 11:1-44'],
  memoryVerse: {
    reference: 'John 20:31',
    text: 'But these are written, that ye might believe that Jesus is the Christ, the Son of God; and that believing ye might have life through his name.',
  },
  keyWords: [
    {
      english: 'faith',
      strongs: 'G4102',
      note: 'Pistis: trust, reliance; "thy faith hath made thee whole" (Mark 5:34): faith reaches out to Jesus.',
    },
    {
      english: 'whole',
      strongs: 'G4982',
      note: 'Sozo: to save, heal, make whole; the same word is used for healing bodies and for saving people from sin.',
    },
    {
      english: 'miracle',
      strongs: 'G4592',
      note: "Semeion: a sign; John calls Jesus' miracles signs because they point to who he is (John 6:14).",
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'Through the roof',
      reading: 'Mark 2:1-12',
      teaching:
        'The house where Jesus is teaching is so crowded that four men cannot bring their paralysed friend to him. So they dig through the roof and let him down. Jesus sees their faith and says something no one expects: "Son, thy sins be forgiven thee."\n\nThe scribes think this is blasphemy, for only God can forgive sins. They are right about that. So Jesus heals the man, "that ye may know that the Son of man hath power on earth to forgive sins". The visible miracle proves the invisible one.',
      questions: [
        'How did the four friends get the man to Jesus?',
        'What did Jesus say first to the paralysed man?',
        'Why were the scribes upset?',
        'What did the healing prove (verse 10)?',
      ],
      activity: 'Make a model house with a removable roof and retell the story.',
      gradeNotes: {
        younger: 'Talk about how you can bring a friend to Jesus in prayer.',
        older: 'Write why forgiveness is a greater gift than healing, and why Jesus gave both.',
      },
    },
    {
      day: 2,
      title: 'Peace, be still',
      reading: 'Mark 4:35-41',
      teaching:
        'Crossing the Sea of Galilee in the evening, the disciples are caught in a great storm, and the boat fills with water. Jesus is asleep on a cushion. They wake him: "Master, carest thou not that we perish?"\n\nJesus speaks to the wind and sea, "Peace, be still", and there is a great calm. Now the disciples are more afraid than before: "What manner of man is this, that even the wind and the sea obey him?" Only the Creator commands the sea.',
      questions: [
        'What was Jesus doing during the storm?',
        'What did the disciples ask him?',
        'What did Jesus say to the wind and sea?',
        'Why were the disciples even more afraid after the storm stopped?',
      ],
      activity: 'Write Mark 4:41 and answer its question from what you have learned this course.',
    },
    {
      day: 3,
      title: 'Be not afraid, only believe',
      reading: 'Mark 5:21-43',
      teaching:
        'Jairus, a synagogue ruler, begs Jesus to heal his dying daughter. On the way, a woman who has been ill for twelve years touches his clothes and is healed. Jesus stops to find her and calls her "Daughter": "thy faith hath made thee whole."\n\nThen news comes that Jairus\' daughter has died. Jesus says, "Be not afraid, only believe." He takes the girl by the hand, says "Talitha cumi" (little girl, arise), and she gets up and walks. Jesus is never too late.',
      questions: [
        'What did Jairus ask Jesus to do?',
        'Why did Jesus stop for the woman instead of hurrying on?',
        'What did Jesus say to Jairus when the bad news came?',
        'What did Jesus tell the family to do after the girl got up (verse 43)?',
      ],
      activity: 'Begin learning John 20:31. Write a diary entry as Jairus at the end of that day.',
      gradeNotes: {
        younger: 'Draw the two "daughters" of this story and write what Jesus said to each.',
        older: 'Both stories mention "twelve years". Write how the two stories are woven together and why.',
      },
    },
    {
      day: 4,
      title: 'Five loaves and two fishes',
      reading: 'John 6:1-14',
      teaching:
        'A great crowd follows Jesus, and there is no food. Philip says two hundred pennyworth of bread would not be enough. Andrew finds a boy with five barley loaves and two small fishes, "but what are they among so many?"\n\nJesus gives thanks and feeds about five thousand men, with twelve baskets left over. The next day he explains the sign: "I am the bread of life" (John 6:35). He gives more than food; he gives himself.',
      questions: [
        'What did the boy have, and who brought him to Jesus?',
        'How many people were fed, and how much was left over?',
        'What did Jesus do before sharing the food?',
        'What does Jesus say about himself in John 6:35?',
      ],
      activity: 'Bake or share bread with your family and read John 6:35 together before eating.',
    },
    {
      day: 5,
      title: 'I am the resurrection, and the life',
      reading: 'John 11:17-44',
      teaching:
        'When Jesus\' friend Lazarus dies, Jesus arrives four days later. Martha meets him, and Jesus tells her, "I am the resurrection, and the life: he that believeth in me, though he were dead, yet shall he live."\n\nAt the tomb, "Jesus wept": he shares the grief of his friends even though he knows what he is about to do. Then he calls, "Lazarus, come forth," and the dead man walks out. This last great sign points to Jesus\' own resurrection, and to ours.',
      questions: [
        'How long had Lazarus been dead when Jesus arrived?',
        'What did Jesus say about himself to Martha?',
        'Why do you think Jesus wept?',
        'What did Jesus say at the tomb, and what happened?',
      ],
      activity:
        'Recite John 20:31. Make a chart of the miracles this week: what each shows Jesus has power over.',
      gradeNotes: {
        younger: 'Talk about someone you miss and the hope Jesus gives in John 11:25.',
        older: 'Read John 20:30-31 and write why John chose to write down these signs.',
      },
    },
  ],
};
