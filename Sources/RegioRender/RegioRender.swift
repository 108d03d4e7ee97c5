import RegioGeo
import CCairo
import CPNG
