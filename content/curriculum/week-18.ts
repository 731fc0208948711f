import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_18: CourseWeek = {
  week: 18,
  theme: 'The church and the hope to come',
  summary:
    "The risen Jesus poured out his Spirit and sent his church to be his witnesses to the ends of the earth; nothing can separate God's people from his love, and the story ends with God dwelling with his people in a new creation.",
  passages: ['Acts 1:1-2:47', 'Acts 9:1-22', 'Romans 8:28-39', 'Revelation 21:1-22:5'],
  memoryVerse: {
    reference: 'Acts 1:8',
    text: 'But ye shall receive power, after that the Holy Ghost is come upon you: and ye shall be witnesses unto me both in Jerusalem, and in all Judaea, and in Samaria, and unto the uttermost part of the earth.',
  },
  keyWords: [
    {
      english: 'witnesses',
      strongs: 'G3144',
      note: 'Martys: a witness who tells what he has seen; later the word "martyr", for witnesses who died for Jesus.',
    },
    {
      english: 'church',
      strongs: 'G1577',
      note: 'Ekklesia: an assembly called out; not a building but the people God gathers to himself (Acts 2:47).',
    },
    {
      english: 'love',
      strongs: 'G26',
      note: 'Agape: self-giving love; nothing "shall be able to separate us from the love of God" (Romans 8:39).',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'Ye shall be witnesses',
      reading: 'Acts 1:1-11',
      teaching:
        'For forty days after his resurrection Jesus shows himself alive and speaks about the kingdom of God. Then he gives his followers a promise and a task: they will receive power when the Holy Ghost comes, and they will be his witnesses from Jerusalem "unto the uttermost part of the earth".\n\nJesus is taken up into heaven, and angels promise that "this same Jesus" will come again in the same way. Acts follows the gospel outward, just as verse 8 says: Jerusalem, Judaea, Samaria, and on toward Rome.',
      questions: [
        'How long did Jesus stay with the disciples after the resurrection?',
        'What would the disciples receive, and what would they be?',
        'List the four places in verse 8 in order.',
        'What did the angels promise in verse 11?',
      ],
      activity:
        'Begin learning Acts 1:8. Draw circles spreading outward labelled with the places in verse 8.',
      gradeNotes: {
        younger: 'Talk about who you could tell about Jesus, starting at home.',
        older:
          'Skim the book of Acts and note the chapters where the gospel reaches Samaria (8), the Gentiles (10) and Rome (28).',
      },
    },
    {
      day: 2,
      title: 'The Spirit comes at Pentecost',
      reading: 'Acts 2:1-21',
      teaching:
        'At the feast of Pentecost the disciples are together when a sound like a rushing mighty wind fills the house and tongues like fire rest on each of them. They are filled with the Holy Ghost and speak in other languages, and visitors from many nations hear "the wonderful works of God" in their own tongues. At Babel languages divided people; here God\'s message gathers them.\n\nPeter, who had denied Jesus, now stands up boldly and preaches. About three thousand believe and are baptized, and the new church devotes itself to the apostles\' teaching, fellowship, breaking of bread and prayers (2:41-47).',
      questions: [
        'What did people see and hear when the Spirit came?',
        'Why were the visitors in Jerusalem amazed?',
        'How was Peter different from the night he denied Jesus?',
        'What four things did the first church continue in (verse 42)?',
      ],
      activity: 'Make a list of the nations in verses 9-11 and find some of them on a map.',
    },
    {
      day: 3,
      title: 'From persecutor to apostle',
      reading: 'Acts 9:1-22',
      teaching:
        "Saul of Tarsus hates the followers of Jesus and travels to Damascus to arrest them. On the road a light from heaven flashes around him and a voice asks, \"Saul, Saul, why persecutest thou me?\" It is Jesus, who counts the hurting of his people as hurting him.\n\nBlinded, Saul is led into the city. God sends a frightened believer, Ananias, to lay hands on him, and Saul sees again and is baptized. The church's fiercest enemy becomes Paul, its greatest missionary, who will write many of the New Testament's letters. No one is beyond God's grace.",
      questions: [
        'Why was Saul going to Damascus?',
        'What did the voice from heaven ask him?',
        'Why was Ananias afraid to go to Saul?',
        'What did Saul begin doing straight after his conversion (verse 20)?',
      ],
      activity: 'Write Saul\'s story as a short news report: "Enemy of the church becomes its preacher".',
      gradeNotes: {
        younger: 'Draw Saul on the road with the bright light from heaven.',
        older: 'Read Galatians 1:11-24 and write how Paul himself describes what happened.',
      },
    },
    {
      day: 4,
      title: 'Nothing can separate us',
      reading: 'Romans 8:28-39',
      teaching:
        'Paul\'s letters teach the churches what the gospel means and how to live it. In Romans 8 he writes that "all things work together for good to them that love God", just as Joseph found long ago.\n\nThen he asks, "If God be for us, who can be against us?" God did not spare his own Son; he will give us everything we need. Paul lists every danger he can think of, from trouble and sword to death and angels, and concludes that none of them "shall be able to separate us from the love of God, which is in Christ Jesus our Lord."',
      questions: [
        'What does Paul say God does with "all things" for those who love him?',
        "What proof of God's love does Paul give in verse 32?",
        "List some of the things Paul says cannot separate us from God's love.",
        'How does this passage help when life is hard?',
      ],
      activity:
        "Make a chain of paper links, writing on each one something that cannot separate you from God's love.",
    },
    {
      day: 5,
      title: 'All things new',
      reading: 'Revelation 21:1-7',
      teaching:
        'The Bible ends where it began, with heaven and earth, but now made new. John sees the holy city coming down from God and hears a voice: "Behold, the tabernacle of God is with men, and he will dwell with them." What the tabernacle and temple pictured is now complete.\n\nGod wipes away every tear; there is no more death, sorrow or pain. In chapter 22 the tree of life, lost in Genesis 3, stands by the river "for the healing of the nations". "Behold, I make all things new." The whole story, from creation to new creation, is God keeping his promises.',
      questions: [
        'What does John see coming down from heaven?',
        'Where will God dwell, according to verse 3?',
        'What will there be no more of (verse 4)?',
        'What from the garden of Eden appears again in Revelation 22:2?',
      ],
      activity:
        'Recite Acts 1:8. Make a "whole story" poster with a picture from each week of the course, from creation to new creation.',
      gradeNotes: {
        younger: 'Draw the new creation as you imagine it from Revelation 21-22.',
        older:
          'Make a two-column chart comparing Genesis 1-3 with Revelation 21-22: what was lost and what is restored.',
      },
    },
  ],
};
