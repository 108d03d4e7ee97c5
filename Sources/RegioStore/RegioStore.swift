import RegioPlaces
import RegioQuiz
